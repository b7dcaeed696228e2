/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A registered weak default handler gets its cld, and the registration
   goes through a thunk that clears DF and jumps to whichever definition
   the link picks: a strong one in another file replaces the weak one
   without a cld of its own.  No note is needed any more.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

void __attribute__ ((weak)) on_usr1 (int s) { got = s; }

void
install (void)
{
  signal (SIGUSR1, on_usr1); /* { dg-bogus "is weak" } */
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-entry-cld cld_thunk.on_usr1 } } */
/* { dg-final { scan-function-assembler cld_thunk.on_usr1 "\t(jmp|call)\ton_usr1(@PLT)?\n" } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.on_usr1" } } */
