/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked, copied with memcpy of a run-time length into
   the table it is later installed from: a built-in that moves values is
   not followed, so the address counts as an escape and the default
   detect=auto protects its inline struct copy.  */
#include "runtime.h"

typedef void (*handler_t) (int);
struct state { long w[200]; };
static struct state live, saved;
static handler_t table[4];

static void
on_usr1 (int sig)
{
  saved = live;
}

__attribute__((noinline)) static void
fill (unsigned n)
{
  handler_t init[4] = { on_usr1 };

  memcpy (table, init, n * sizeof *table);
}

int
main (int argc, char **argv)
{
  (void) argv;
  rt_fill ((unsigned char *) &live, sizeof live, 11);
  fill ((unsigned) argc);
  signal (SIGUSR1, table[argc - 1]);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
