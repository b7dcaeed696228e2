/* SPDX-License-Identifier: GPL-3.0-or-later */
/* disable=no after disable: the later argument wins, as in CFLAGS.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-disable -fplugin-arg-cld-disable=no" } */

__attribute__((signal_handler)) void on_signal (int sig) { }

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
