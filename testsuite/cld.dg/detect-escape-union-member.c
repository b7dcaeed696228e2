/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a union other files can read, written here through one
   member (another file installs it through the other member), lets the
   handler escape.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }

union handler {
  void (*plain) (int);
  void (*info) (int, siginfo_t *, void *);
};
union handler current_handler;

void
setup (void)
{
  current_handler.plain = on_usr1;
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
