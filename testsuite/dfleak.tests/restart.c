/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: handlers interrupting a blocking read() with
   SA_RESTART (the kernel backs ip up over the syscall instruction, which
   dfleak's handler-entry check must accept), and a stop/cont-able
   sleeper.  "restart" prints "alarms=N df=D"; "sleep PIDFILE TENTHS"
   writes its pid, sleeps, counts SIGUSR1 sent by others and prints
   "usr1=N df=D".  */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "dfleak-test.h"

static volatile int alarms, df_all = 1;

static void
handler (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  alarms++;
  df_all &= d;
}

int
main (int argc, char **argv)
{
  if (argc > 3 && strcmp (argv[1], "sleep") == 0)
    {
      FILE *f = fopen (argv[2], "w");
      struct timespec ts = { 0, 100000000 };
      int i, n = atoi (argv[3]);
      signal (SIGUSR1, handler);
      fprintf (f, "%d\n", (int) getpid ());
      fclose (f);
      for (i = 0; i < n; i++)
	nanosleep (&ts, NULL);
      printf ("usr1=%d df=%d\n", alarms, alarms ? df_all : -1);
      return 0;
    }
  else
    {
      struct sigaction sa;
      struct itimerval it = { { 0, 20000 }, { 0, 20000 } };
      int fds[2];
      char c;
      pid_t pid;

      memset (&sa, 0, sizeof sa);
      sa.sa_handler = handler;
      sa.sa_flags = SA_RESTART;
      sigaction (SIGALRM, &sa, NULL);
      if (pipe (fds))
	return 2;
      pid = fork ();
      if (pid == 0)
	{
	  struct timespec ts = { 0, 300000000 };
	  signal (SIGALRM, SIG_IGN);
	  nanosleep (&ts, NULL);
	  _exit (write (fds[1], "x", 1) != 1);
	}
      setitimer (ITIMER_REAL, &it, NULL);
      if (read (fds[0], &c, 1) != 1)	/* Restarted after each alarm.  */
	return 3;
      memset (&it, 0, sizeof it);
      setitimer (ITIMER_REAL, &it, NULL);
      waitpid (pid, NULL, 0);
      printf ("alarms=%s df=%d\n", alarms > 0 ? ">0" : "0", alarms ? df_all : -1);
      return 0;
    }
}
