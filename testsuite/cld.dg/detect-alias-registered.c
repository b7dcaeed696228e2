/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a registered alias protects the function it names.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

void impl (int s) { got = s; }
extern void on_usr1 (int) __attribute__ ((alias ("impl")));
void other (int s) { got = s + 2; }

void
install (void)
{
  signal (SIGUSR1, on_usr1);
}

/* { dg-final { scan-function-entry-cld impl } } */
/* { dg-final { scan-function-assembler-times other "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
