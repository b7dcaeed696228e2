/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact follows a handler through the return value of a function
   of this unit, even when that function is not inlined.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

typedef void (*handler_t) (int);
static volatile int got;

static void h_ret (int s) { got = s; }
static void h_other (int s) { got = s + 1; }

__attribute__ ((noinline)) handler_t
pick (int which)
{
  return which ? h_ret : h_other;
}

void
install (int which)
{
  signal (SIGINT, pick (which));
}

/* { dg-final { scan-function-entry-cld h_ret } } */
/* { dg-final { scan-function-entry-cld h_other } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
