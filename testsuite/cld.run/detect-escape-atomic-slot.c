/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked that is kept in an atomic slot (__atomic
   built-ins) and read back when it is installed: a built-in that moves
   values is not followed, so the address counts as an escape and the
   default detect=auto protects its inline struct copy.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;
static void (*slot) (int);

static void
on_usr1 (int sig)
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 5);
  __atomic_store_n (&slot, on_usr1, __ATOMIC_RELEASE);
  signal (SIGUSR1, __atomic_load_n (&slot, __ATOMIC_ACQUIRE));
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
