/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler with inline asm under mode=mcld: the asm might set DF, so
   -mcld's cld before the string insn stays besides the entry cld.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */

struct big { char b[2000]; };
struct big g1, g2;

void h (int) __attribute__ ((signal_handler));
void h (int s) { __asm__ volatile ("" ::: "memory"); g1 = g2; }

/* { dg-final { scan-function-assembler-times h "\tcld\n" 2 } } */
/* { dg-final { scan-function-assembler-times h {\tcld\n(?:[^\n]*\n)*?\tcld\n(?:[^\n]*\n)*?\trep movsl\n} 1 } } */
