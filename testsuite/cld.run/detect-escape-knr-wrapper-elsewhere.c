/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A K&R handler "void h (sig) int sig;" nobody marked, passed to a
   wrapper in another file (helpers/install-knr-elsewhere.c) whose
   parameter is an unprototyped "void (*) ()": its parameters fit a
   handler, so the default detect=auto protects its inline struct copy.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

extern int install_knr_elsewhere (int, void (*) ());

static void
on_usr1 (sig)
     int sig;
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 17);
  install_knr_elsewhere (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
