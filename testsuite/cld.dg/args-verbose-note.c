/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verbose: a note at each protected function, saying why; none elsewhere.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-verbose" } */

__attribute__((signal_handler)) void
on_signal (int sig) /* { dg-message "cld: 1 'cld' at entry of 'on_signal': marked with the signal_handler attribute" } */
{
}

void plain (int sig) { }

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
