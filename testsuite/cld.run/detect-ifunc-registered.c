/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An ifunc registered as a handler, nobody marked: the implementation
   its resolver picks is protected (not just the resolver, which the
   kernel never enters), with no change to the source.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;
int use_copy_b;

static void copy_a (int sig) { saved = live; }
static void copy_b (int sig) { saved = live; saved.w[0] = live.w[0]; }

static void (*resolve_on_usr1 (void)) (int)
{
  return use_copy_b ? copy_b : copy_a;
}

void on_usr1 (int) __attribute__ ((ifunc ("resolve_on_usr1")));

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
