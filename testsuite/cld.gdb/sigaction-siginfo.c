/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A static SA_SIGINFO handler installed with sigaction, with three
   arguments and a local struct: gdb must show the same arguments as in
   the plain build.
   gdb-break: on_info */
#include <signal.h>
#include <string.h>

struct rec { int sig, code; char pad[120]; };
struct rec last;
volatile int seen;

static void
on_info (int sig, siginfo_t *si, void *uc)
{
  struct rec r;

  memset (&r, 0, sizeof r);
  r.sig = sig;
  r.code = si->si_code;
  last = r;
  seen = uc != 0;
}

int
main (void)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_info;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGUSR1, &sa, 0);
  raise (SIGUSR1);
  return !(seen && last.sig == SIGUSR1);
}
