/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Handlers defined in another file, stored into sa_handler and
   sa_sigaction in code: each store gets the handler's thunk.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <string.h>

extern void on_usr1 (int);
extern void on_info (int, siginfo_t *, void *);

void
install (void)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_usr1;
  sigaction (SIGUSR1, &sa, 0);
  sa.sa_sigaction = on_info;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGUSR2, &sa, 0);
}

/* { dg-final { scan-function-entry-cld cld_thunk.on_usr1 } } */
/* { dg-final { scan-function-entry-cld cld_thunk.on_info } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.on_usr1" } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.on_info" } } */
