/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=all skips naked functions silently: their body is the user's asm
   and has no prologue for a cld.  (A naked signal handler is still
   warned about.)  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=all" } */

__attribute__ ((naked)) void bare (void) { __asm__ ("ret"); }
int other (int x) { return x; }

/* { dg-final { scan-function-assembler-times bare "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times other "\tcld\n" 1 } } */
