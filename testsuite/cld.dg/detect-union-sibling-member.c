/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a union member installed as a handler carries what was
   stored through its sibling member.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <string.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }
static void on_usr2 (int s) { got = s + 1; }

union handler {
  void (*plain) (int);
  void (*info) (int, siginfo_t *, void *);
};

static void
install (int sig, const union handler *h)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = h->info;
  sa.sa_flags = SA_SIGINFO;
  sigaction (sig, &sa, 0);
}

void
setup (void)
{
  union handler h;
  static const union handler preset = { .plain = on_usr2 };

  h.plain = on_usr1;
  install (SIGUSR1, &h);
  install (SIGUSR2, &preset);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-entry-cld on_usr2 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
