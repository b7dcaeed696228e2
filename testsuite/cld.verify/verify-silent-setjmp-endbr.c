/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify accepts the endbr64 that -fcf-protection puts after a call to
   setjmp (its second return arrives there by an indirect jump): it is
   not the entry, which the cld follows.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full" } */
/* { dg-cld-plugin-args "verify" } */

#include <setjmp.h>

static jmp_buf env;
extern void work (void);

__attribute__ ((signal_handler)) void
on_sig (int s)
{
	if (setjmp (env))
		return;
	work ();
}

/* { dg-final { scan-function-entry-cld on_sig } } */
/* { dg-final { scan-function-assembler-times on_sig "\tendbr(?:64|32)\n" 2 } } */
