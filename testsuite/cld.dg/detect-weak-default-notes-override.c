/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A registered weak default handler gets its cld, and a note: a strong
   definition in another file replaces it at link time without one.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

void __attribute__ ((weak)) on_usr1 (int s) { got = s; }

void
install (void)
{
  signal (SIGUSR1, on_usr1); /* { dg-message "'on_usr1' is registered as a signal handler here and is weak: it gets its cld, but a strong definition in another file replaces it at link time without one" } */
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
