/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a structure passed by value to a function of another file
   lets the handler in it escape.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }

struct handler_spec { int sig; void (*fn) (int); };
extern void install_spec (struct handler_spec);

void
setup (void)
{
  struct handler_spec s;

  s.sig = SIGUSR1;
  s.fn = on_usr1;
  install_spec (s);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
