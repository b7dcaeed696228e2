/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test for --inject=SIGUSR1@work: the program never raises a
   signal nor sets DF.  dfleak stops it at work(), sets DF=1, delivers
   SIGUSR1 there; the handler copies a buffer with memcpy.  After the
   handler returns, work() must run with DF=0 again.
   Prints "handled=N df=D work_df=W copy=ok|corrupt".  */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "dfleak-test.h"

#define N 8192
static unsigned char arena[4 * N];
static volatile int handled, df = -1, copy_bad;
static void *(*volatile p_memcpy) (void *, const void *, size_t) = memcpy;

static void
handler (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  df = d;
  handled++;
  p_memcpy (arena + 3 * N, arena + N, N);
  if (memcmp (arena + 3 * N, arena + N, N) || arena[3 * N - 1])
    copy_bad = 1;
}

__attribute__ ((noinline, used)) int
work (int i)
{
  int d;
  DFL_READ_DF (d);
  __asm__ volatile ("" ::: "memory");
  return d + i * 0;
}

int
main (void)
{
  int i, work_df = 0;
  for (i = 0; i < N; i++)
    arena[N + i] = (unsigned char) (i | 1);
  signal (SIGUSR1, handler);
  for (i = 0; i < 3; i++)
    work_df |= work (i);
  printf ("handled=%d df=%d work_df=%d copy=%s\n", handled, df, work_df,
	  copy_bad ? "corrupt" : "ok");
  return 0;
}
