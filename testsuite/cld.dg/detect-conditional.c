/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact follows both arms of a conditional.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void h_a (int s) { got = s; }
static void h_b (int s) { got = s + 1; }

void
install (int quiet, int which)
{
  signal (SIGINT, quiet ? SIG_IGN : h_a);
  signal (SIGTERM, which ? h_a : h_b);
}

/* { dg-final { scan-function-entry-cld h_a } } */
/* { dg-final { scan-function-entry-cld h_b } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
