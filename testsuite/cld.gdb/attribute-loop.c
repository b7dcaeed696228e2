/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler marked with the attribute whose body starts with a loop (the
   first block is a loop header) and that needs a frame for its array.
   gdb-break: on_usr1 */
#include <signal.h>

volatile int sum;

__attribute__ ((signal_handler, noinline)) void
on_usr1 (int sig)
{
  int v[32];
  int i;

  for (i = 0; i < 32; i++)
    v[i] = sig * i;
  for (i = 0; i < 32; i++)
    sum += v[i];
}

int
main (void)
{
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return sum == 0;
}
