/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verbose (detect=exact): a registration of a function's address plus
   an offset gets a note saying it cannot tell which function is
   installed there.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact verbose" } */

#include <signal.h>

static volatile int got;

static void base (int s) { got = s; }

void
install (void)
{
  signal (SIGUSR1, (void (*) (int)) ((char *) base + 4)); /* { dg-message "cannot tell which function is installed as a signal handler here: the value may be an operand or result of an operation the analysis does not follow" } */
}
