/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: SA_SIGINFO handler, one on an alternate signal stack.
   Prints "siginfo=DF altstack=DF info=ok|bad".  */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "dfleak-test.h"

static volatile int df1 = -1, df2 = -1, info_ok;

static void
h1 (int sig, siginfo_t *si, void *uc)
{
  int df;
  DFL_READ_DF (df);
  df1 = df;
  info_ok = sig == SIGUSR1 && si->si_signo == SIGUSR1 && uc != NULL;
}

static void
h2 (int sig, siginfo_t *si, void *uc)
{
  int df;
  DFL_READ_DF (df);
  (void) sig, (void) si, (void) uc;
  df2 = df;
}

int
main (void)
{
  static char altstack[65536];
  stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = h1;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGUSR1, &sa, NULL);
  sa.sa_sigaction = h2;
  sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
  sigaltstack (&ss, NULL);
  sigaction (SIGUSR2, &sa, NULL);
  raise (SIGUSR1);
  raise (SIGUSR2);
  printf ("siginfo=%d altstack=%d info=%s\n", df1, df2, info_ok ? "ok" : "bad");
  return 0;
}
