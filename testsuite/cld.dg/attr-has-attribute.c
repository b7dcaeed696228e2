/* SPDX-License-Identifier: GPL-3.0-or-later */
/* __has_attribute sees the attribute when the plugin is loaded, so portable
   code can define a SIGNAL_HANDLER macro.  */
/* { dg-do compile } */

#if !__has_attribute (signal_handler)
#error "signal_handler not known"
#endif

#if __has_attribute (signal_handler)
__attribute__((signal_handler))
#endif
void on_signal (int sig) { }

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
