/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked whose address is kept XOR-mangled (glibc's
   PTR_MANGLE style) and unmangled when it is installed: integer
   arithmetic on an address counts as an escape, so the default
   detect=auto protects its inline struct copy.  */
#include <stdint.h>
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;
static uintptr_t mangled;
uintptr_t guard = 0x5a5a5a5a;

static void
on_usr1 (int sig)
{
  saved = live;
}

__attribute__((noinline)) static void
save (void (*fn) (int))
{
  mangled = (uintptr_t) fn ^ guard;
}

int
main (void)
{
  struct sigaction sa;

  rt_fill ((unsigned char *) &live, sizeof live, 3);
  save (on_usr1);
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = (void (*) (int)) (mangled ^ guard);
  sigaction (SIGUSR1, &sa, 0);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
