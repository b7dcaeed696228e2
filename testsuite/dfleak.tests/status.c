/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: "status exit N" exits N; "status segv" dies of
   SIGSEGV (default action); "status handled" handles SIGSEGV-free
   SIGUSR1 then exits 0.  */
#include <signal.h>
#include <stdlib.h>
#include <string.h>

int
main (int argc, char **argv)
{
  if (argc > 2 && strcmp (argv[1], "exit") == 0)
    return atoi (argv[2]);
  if (argc > 1 && strcmp (argv[1], "segv") == 0)
    {
      signal (SIGSEGV, SIG_DFL);
      raise (SIGSEGV);
    }
  if (argc > 1 && strcmp (argv[1], "ign") == 0)
    {
      /* SIG_IGN and SIG_DFL-ignored signals pass through: no handler.  */
      signal (SIGUSR2, SIG_IGN);
      raise (SIGUSR2);
      raise (SIGCHLD);
      raise (SIGWINCH);
      return 0;
    }
  return 99;
}
