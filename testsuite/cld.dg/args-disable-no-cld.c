/* SPDX-License-Identifier: GPL-3.0-or-later */
/* -fplugin-arg-cld-disable: the attribute is accepted (no warning) and
   nothing changes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-disable -Wattributes" } */

__attribute__((signal_handler)) void on_signal (int sig) { }

/* { dg-final { scan-assembler-not {\tcld\n} } } */
