/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=mcld places the cld as -mcld does: on the path that reaches the
   string insn, not in the prologue; the early return runs no cld.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */
/* { dg-final { check-function-bodies "**" "" "-O2 -m64" } } */

struct big { char b[2000]; };

/*
** copy_if:
** ...
**	je	.L[0-9]+
** ...
**	cld
**	rep movsl
** ...
*/
void copy_if (struct big *d, const struct big *s, int k)
{
	if (k)
		*d = *s;
}

/* { dg-final { scan-function-assembler-times copy_if "\tcld\n" 1 } } */
