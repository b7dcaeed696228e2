/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a void (void) function cast to a handler type at a call
   to a wrapper in another file (as busybox's arping does) is a handler:
   the conversion is the evidence.  A function passed with its own,
   non-handler type is not.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

typedef void (*sighandler_fn) (int);
extern void install_elsewhere (int, sighandler_fn);
extern void call_later (void (*) (void));

static void finish (void) { got = 1; }
static void on_alarm (void) { got = 2; }
static void not_a_handler (void) { got = 3; }

void
setup (void)
{
  install_elsewhere (SIGINT, (sighandler_fn) finish);
  install_elsewhere (SIGALRM, (void (*) (int)) on_alarm);
  call_later (not_a_handler);
}

/* { dg-final { scan-function-entry-cld finish } } */
/* { dg-final { scan-function-entry-cld on_alarm } } */
/* { dg-final { scan-function-assembler-times not_a_handler "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
