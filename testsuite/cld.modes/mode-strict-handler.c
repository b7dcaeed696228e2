/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler under mode=strict: the entry cld first, and still a cld right
   before each string insn.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=strict" } */
/* { dg-final { check-function-bodies "**" "" "-O2" } } */

struct big { char b[2000]; };
struct big g1, g2;

void h (int) __attribute__ ((signal_handler));

/*
** h:
**	cld
** ...
**	cld
**	rep movsl
** ...
*/
void h (int s) { (void) s; g1 = g2; }

/* { dg-final { scan-function-assembler-times h "\tcld\n" 2 } } */
/* { dg-final { scan-function-assembler-times h "\tcld\n\trep movsl\n" 1 } } */
