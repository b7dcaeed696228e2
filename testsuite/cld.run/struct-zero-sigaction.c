/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An SA_SIGINFO handler registered through sigaction that clears a
   buffer with an inline rep stos.  */
#include "runtime.h"

static unsigned char buf[3000], zero[3000];

__attribute__((signal_handler)) static void
on_usr1 (int sig, siginfo_t *si, void *uc)
{
  memset (buf, 0, sizeof buf);
}

int
main (void)
{
  struct sigaction sa;

  rt_fill (buf, sizeof buf, 1);
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = on_usr1;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGUSR1, &sa, NULL);
  raise (SIGUSR1);
  return rt_report ("memset", buf, zero, sizeof buf);
}
