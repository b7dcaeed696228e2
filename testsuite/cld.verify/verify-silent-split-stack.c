/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify accepts -fsplit-stack under -fcf-protection: the stack check
   and the __morestack call come after the entry cld, and the endbr64
   where __morestack returns to is a branch target of its own, not the
   entry (gcc.dg/pr85388-3.c failed to compile with mode=all).  */
/* { dg-do compile { target { ! x32 } } } */
/* { dg-options "-fsplit-stack -fcf-protection=full" } */
/* { dg-cld-plugin-args "verify" } */

static volatile int got;

__attribute__ ((signal_handler)) void
on_sig (int s)
{
	char buf[64];

	buf[0] = (char) s;
	got = buf[s & 63];
}

/* { dg-final { scan-function-entry-cld on_sig } } */
/* { dg-final { scan-function-assembler on_sig "__morestack" } } */
