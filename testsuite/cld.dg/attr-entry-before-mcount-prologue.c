/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plain -pg calls mcount after the prologue; the cld goes before the
   prologue, so mcount too runs with DF clear.  -mno-fentry: GCC 16's -pg
   means -pg -mfentry on x86-64 (attr-entry-after-fentry.c); without
   shrink wrapping, which GCC 16 warns is unreliable with plain -pg.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -pg -mno-fentry -fno-shrink-wrap" } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { check-function-bodies "**" "" } } */
/*
** on_signal:
**	cld
**	push.*
**	...
**	(1:)?\s*call	.*mcount.*
**	...
*/
