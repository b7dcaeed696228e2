/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler table entry placed in a named section, kept with "used",
   and walked by another file through __start_sigtab and __stop_sigtab
   (helpers/walk-section-table.c): the entry escapes, auto protects its
   handler.  */
#include "runtime.h"
#include "helpers/section-table.h"

struct state { long w[200]; };
static struct state live, saved;

static void
on_usr1 (int sig)
{
  saved = live;
}

static const struct sigent ent_usr1
  __attribute__ ((section ("sigtab"), used)) = { SIGUSR1, on_usr1 };

extern void install_sigtab (void);

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  install_sigtab ();
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
