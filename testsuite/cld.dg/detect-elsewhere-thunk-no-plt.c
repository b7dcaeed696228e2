/* SPDX-License-Identifier: GPL-3.0-or-later */
/* -fno-plt: the thunk jumps through the GOT.  */
/* { dg-do compile } */
/* { dg-options "-fno-plt -fpic" } */
/* { dg-require-effective-target lp64 } */

#include <signal.h>

extern void sig_int (int);

void
install (void)
{
  signal (SIGINT, sig_int);
}

/* { dg-final { check-function-bodies "**" "" "-O2" } } */
/* { dg-final { check-function-bodies "**" "" "-Os" } } */
/* At -O0 the arguments go through the frame, and the call is still a
   jump.  */
/* { dg-final { scan-function-entry-cld cld_thunk.sig_int } } */
/* { dg-final { scan-function-assembler-not cld_thunk.sig_int "\tcall" } } */
/*
** cld_thunk.sig_int:
**	cld
**	jmp	\*sig_int@GOTPCREL\(%rip\)
*/
