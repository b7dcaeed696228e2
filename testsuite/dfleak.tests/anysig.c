/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: a server a harness starts, waits for by pid and
   signals.  "anysig PIDFILE" writes its pid, then waits (up to 10 s) for
   one each of SIGUSR2, SIGQUIT, SIGWINCH, SIGPIPE, SIGALRM and SIGTERM
   sent by another process to that pid, and prints how many arrived and
   the DF its handlers started with: "got=6 df=D".  */
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>
#include "dfleak-test.h"

static volatile int got, df_all = 1;

static void
handler (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  got++;
  df_all &= d;
}

int
main (int argc, char **argv)
{
  static const int sigs[] = { SIGUSR2, SIGQUIT, SIGWINCH, SIGPIPE, SIGALRM,
			      SIGTERM };
  struct timespec ts = { 0, 10000000 };
  unsigned i;
  FILE *f;

  if (argc != 2)
    return 2;
  for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
    signal (sigs[i], handler);
  f = fopen (argv[1], "w");
  if (!f)
    return 2;
  fprintf (f, "%d\n", (int) getpid ());
  fclose (f);
  for (i = 0; i < 1000 && got < 6; i++)
    nanosleep (&ts, NULL);
  printf ("got=%d df=%d\n", got, got ? df_all : -1);
  return 0;
}
