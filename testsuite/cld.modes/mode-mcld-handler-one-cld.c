/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler under mode=mcld: -mcld's clds inside it are redundant after
   the entry cld and are dropped (no asm in it), so exactly one cld, the
   first instruction.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */
/* { dg-final { check-function-bodies "**" "" "-O2" } } */

struct big { char b[2000]; };
struct big g1, g2;

void h (int) __attribute__ ((signal_handler));

/*
** h:
**	cld
** ...
**	rep movsl
** ...
*/
void h (int s) { if (s) g1 = g2; else g2 = g1; }

/* { dg-final { scan-function-assembler-times h "\tcld\n" 1 } } */
