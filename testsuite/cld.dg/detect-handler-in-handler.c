/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact finds a handler registered from inside another handler.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void
second (int s)
{
  got = s;
}

static void
first (int s)
{
  got = s;
  signal (SIGUSR1, second);
}

void
install (void)
{
  signal (SIGUSR1, first);
}

/* { dg-final { scan-function-entry-cld first } } */
/* { dg-final { scan-function-entry-cld second } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
