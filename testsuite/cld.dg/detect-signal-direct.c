/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact finds a handler passed straight to signal().  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile sig_atomic_t got;

static void
on_int (int sig)
{
  got = sig;
}

void
not_a_handler (int sig)
{
  got = sig + 1;
}

int
main (void)
{
  signal (SIGINT, on_int);
  not_a_handler (2);
  return 0;
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times on_int "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times not_a_handler "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times main "\tcld\n" 0 } } */
