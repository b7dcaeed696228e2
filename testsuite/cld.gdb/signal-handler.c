/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler registered with signal() (found by detection, no attribute)
   that copies with a string insn or memcpy: gdb must stop on its first
   statement and see its argument, as in the plain build.
   gdb-break: on_usr1 */
#include <signal.h>
#include <string.h>

char buf[64], src[64] = "hello";
volatile int got;

__attribute__ ((noinline)) void
on_usr1 (int sig)
{
  got = sig;
  memcpy (buf, src, sizeof buf);
}

int
main (void)
{
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return got != SIGUSR1;
}
