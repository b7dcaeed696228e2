/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=all: one cld at the entry of every function, before anything
   else it does (the prologue included), handlers too, without a second
   one for handlers.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=all" } */
/* { dg-final { check-function-bodies "**" "" "-O2" } } */

extern void g (int);

/*
** f:
**	cld
** ...
*/
int f (int x) { g (x); return x + 1; }

/*
** leaf:
**	cld
** ...
*/
int leaf (int x) { return x * 3; }

static int st (int x) { g (x); return x; }
int (*keep) (int) = st;

void h (int) __attribute__ ((signal_handler));
/*
** h:
**	cld
** ...
*/
void h (int s) { g (s); }

/* { dg-final { scan-function-assembler-times f "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times leaf "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times st "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times h "\tcld\n" 1 } } */
