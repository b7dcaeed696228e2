/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict: a cld right before every string insn GCC emits, even where
   -mcld would hoist one cld out of a loop or share it between two.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=strict" } */

struct big { char b[2000]; };

void copy (struct big *d, const struct big *s) { *d = *s; }

void copy_twice (struct big *d, const struct big *s)
{
	d[0] = *s;
	d[1] = *s;
}

void copy_loop (struct big *d, const struct big *s, int n)
{
	for (int i = 0; i < n; i++)
		d[i] = s[i];
}

int plain (int x) { return x + 1; }

/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n\trep movsl\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy_twice "\tcld\n\trep movsl\n" 2 } } */
/* { dg-final { scan-function-assembler-times copy_twice "\tcld\n" 2 } } */
/* { dg-final { scan-function-assembler-times copy_loop "\tcld\n\trep movsl\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy_loop "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times plain "\tcld\n" 0 } } */
/* Every rep movs in the file is preceded by a cld.  */
/* { dg-final { scan-assembler-not {\t(?!cld\n)[^\n]*\n\trep movs} } } */
