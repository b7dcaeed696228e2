/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a union written through one member and handed to another
   file (which installs it through the other member) lets the handler
   escape.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }

union handler {
  void (*plain) (int);
  void (*info) (int, siginfo_t *, void *);
};
extern void install_union (int, union handler *);

void
setup (void)
{
  union handler h;

  h.plain = on_usr1;
  install_union (SIGUSR1, &h);
}

/* { dg-final { scan-function-assembler on_usr1 {^(\tendbr(32|64)\n)?\tcld\n} } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
