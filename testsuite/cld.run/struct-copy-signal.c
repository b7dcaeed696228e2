/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A plain signal() handler, marked, that saves state with a struct copy GCC
   expands inline as rep movs (see run.exp for the flags).  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

__attribute__((signal_handler)) static void
on_usr1 (int sig)
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
