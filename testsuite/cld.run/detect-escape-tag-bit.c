/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked whose address is kept with a tag bit set and
   masked off when it is installed: integer arithmetic on an address
   counts as an escape, so the default detect=auto protects its inline
   struct copy.  */
#include <stdint.h>
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;
static uintptr_t tagged;

static void
on_usr1 (int sig)
{
  saved = live;
}

__attribute__((noinline)) static void
save (void (*fn) (int))
{
  tagged = (uintptr_t) fn | 1;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 7);
  save (on_usr1);
  signal (SIGUSR1, (void (*) (int)) (tagged & ~(uintptr_t) 1));
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
