/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a structure filled in a function and returned by value to
   other files lets the handler in it escape.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }
__attribute__ ((noipa)) static void kept_inside (int s) { got = s + 1; }

struct handler_spec { int sig; void (*fn) (int); };
struct private_spec { int sig; void (*fn) (int); };

struct handler_spec
default_spec (void)
{
  struct handler_spec s;

  s.sig = SIGUSR1;
  s.fn = on_usr1;
  return s;
}

static struct private_spec
private_spec (void)
{
  struct private_spec s = { SIGUSR2, kept_inside };
  return s;
}

int
run_privately (void)
{
  struct private_spec s = private_spec ();
  s.fn (s.sig);
  return s.sig;
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-assembler-times kept_inside "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
