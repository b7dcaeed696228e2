/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined in another file (helpers/handler-elsewhere.c),
   registered here through a static struct sigaction: the initializer
   holds the thunk.  */
#include "runtime.h"
#include "helpers/elsewhere.h"

extern void on_usr1 (int);

static struct sigaction act = { .sa_handler = on_usr1 };

int
main (void)
{
  rt_fill ((unsigned char *) &ew_live, sizeof ew_live, 3);
  sigaction (SIGUSR1, &act, 0);
  raise (SIGUSR1);
  return rt_report ("struct copy", &ew_saved, &ew_live, sizeof ew_live);
}
