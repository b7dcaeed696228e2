/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked, kept as an offset from an anchor function and
   rebuilt when it is installed: the handler, not only the anchor, gets
   its cld at the default detect=auto, so its inline struct copy runs
   forwards.  */
#include <stddef.h>
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;
static ptrdiff_t offset;

__attribute__((noinline)) static void
anchor (void)
{
  __asm__ volatile ("" ::: "memory");
}

static void
on_usr1 (int sig)
{
  saved = live;
}

__attribute__((noinline)) static void
save (void)
{
  offset = (char *) on_usr1 - (char *) anchor;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 9);
  anchor ();
  save ();
  signal (SIGUSR1, (void (*) (int)) ((char *) anchor + offset));
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
