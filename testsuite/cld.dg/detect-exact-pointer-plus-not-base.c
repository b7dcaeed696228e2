/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: registering a function's address plus an offset does
   not register that function (the kernel enters another address).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void base (int s) { got = s; }
static void on_usr2 (int s) { got = s + 1; }

void
install (void)
{
  signal (SIGUSR1, (void (*) (int)) ((char *) base + 4));
  signal (SIGUSR2, on_usr2);
}

/* { dg-final { scan-function-assembler-times base "\tcld\n" 0 } } */
/* { dg-final { scan-function-entry-cld on_usr2 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
