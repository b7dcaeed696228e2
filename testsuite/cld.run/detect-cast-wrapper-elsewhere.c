/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A void (void) function cast to a handler type at a call to a wrapper
   in another file (helpers/install-elsewhere.c, as busybox's arping
   does): detect=auto protects it from the conversion alone.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

extern int install_elsewhere (int, void (*) (int));

static void
on_usr1 (void)
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  install_elsewhere (SIGUSR1, (void (*) (int)) on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
