/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attribute on an alias protects the function it names.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

void impl (int sig) { saved = live; }
extern void on_usr1 (int) __attribute__ ((alias ("impl"), signal_handler));

int
main (void)
{
  void (*fn) (int);

  rt_fill ((unsigned char *) &live, sizeof live, 3);
  /* Hidden from detection (it does not look into asm): only the
     attribute protects it.  */
  __asm__ ("" : "=r" (fn) : "0" (on_usr1));
  signal (SIGUSR1, fn);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
