/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The thunk is "cld", then a jump to the handler (at -O2 and -Os
   nothing else), with CET's endbr64 first.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full" } */
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
**	endbr64
**	cld
**	jmp	sig_int@PLT
*/
