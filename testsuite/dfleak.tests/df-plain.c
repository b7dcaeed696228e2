/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: a plain handler reports the DF it was entered with.
   Prints "df=N" per handler entry; exits 0.  */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

static volatile unsigned long entry_flags;

static void
handler (int sig)
{
  unsigned long fl;
  (void) sig;
  /* First thing: read EFLAGS before anything can clear DF.  */
  __asm__ volatile ("pushf; pop %0" : "=r" (fl));
  entry_flags = fl;
}

int
main (void)
{
  signal (SIGUSR1, handler);
  raise (SIGUSR1);
  printf ("df=%d\n", (int) ((entry_flags >> 10) & 1));
  return 0;
}
