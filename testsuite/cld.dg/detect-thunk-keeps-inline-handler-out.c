/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A C99 inline handler whose body this file has (for inlining only):
   its thunk is still "cld", then a jump to it, with nothing of its body
   inlined, so the handler keeps its own code (and a breakpoint on it
   stops when the kernel enters the thunk).  */
/* { dg-do compile } */
/* { dg-options "-std=c99 -fcf-protection=none" } */
/* { dg-require-effective-target lp64 } */

#include <signal.h>

extern volatile sig_atomic_t got;

inline void on_usr1 (int s) { got = s; }

void
install (void)
{
  signal (SIGUSR1, on_usr1);
}

/* { dg-final { check-function-bodies "**" "" "-O2" } } */
/*
** cld_thunk.on_usr1:
**	cld
**	jmp	on_usr1(@PLT)?
*/
