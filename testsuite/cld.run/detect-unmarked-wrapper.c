/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked, installed with sigaction through a wrapper and
   a table: the plugin finds it (default detect=auto) and protects its
   inline struct copy with no change to the source.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

static void
on_usr1 (int sig)
{
  saved = live;
}

static const struct { int sig; void (*fn) (int); } handlers[] = {
  { SIGUSR1, on_usr1 },
};

__attribute__((noinline)) static int
install (int sig, void (*fn) (int))
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  return sigaction (sig, &sa, 0);
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  install (handlers[0].sig, handlers[0].fn);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
