/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked whose address passes through an optimizer
   barrier (an inline asm operand) before it is installed: asm operands
   are not followed, so the address counts as an escape and the default
   detect=auto protects its inline struct copy.  */
#include "runtime.h"

#define LAUNDER(x) \
  ({ __typeof__ (x) v_; __asm__ ("" : "=r" (v_) : "0" (x)); v_; })

struct state { long w[200]; };
static struct state live, saved;

static void
on_usr1 (int sig)
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 15);
  signal (SIGUSR1, LAUNDER (&on_usr1));
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
