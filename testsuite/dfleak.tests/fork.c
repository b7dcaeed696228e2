/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: handlers in fork() and vfork()+exec children.
   "fork" prints "fork=DF"; the child's handler DF comes back as its exit
   status.  "fork exec PROG ARGS" vforks and execs PROG, exits with its
   status.  */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "dfleak-test.h"

static volatile int df = -1;

static void
handler (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  df = d;
}

int
main (int argc, char **argv)
{
  int st;
  pid_t pid;

  if (argc > 2 && strcmp (argv[1], "exec") == 0)
    {
      pid = vfork ();
      if (pid == 0)
	{
	  execv (argv[2], argv + 2);
	  _exit (127);
	}
      waitpid (pid, &st, 0);
      return WIFEXITED (st) ? WEXITSTATUS (st) : 128 + WTERMSIG (st);
    }
  signal (SIGUSR1, handler);
  pid = fork ();
  if (pid == 0)
    {
      raise (SIGUSR1);
      _exit (df);
    }
  waitpid (pid, &st, 0);
  printf ("fork=%d\n", WIFEXITED (st) ? WEXITSTATUS (st) : -1);
  return 0;
}
