/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak --leak=inherit: the handler inherits DF from the code it
   interrupted, as the old kernel did.  The program sets DF itself (as a
   backward memmove would) and raises the signal while it is set.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

__attribute__((signal_handler)) static void
on_usr1 (int sig)
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 9);
  signal (SIGUSR1, on_usr1);
  /* raise() is a system call: DF stays set in the saved user state.  */
  __asm__ volatile ("std" ::: "memory");
  raise (SIGUSR1);
  __asm__ volatile ("cld" ::: "memory");
  return rt_report ("struct copy (inherited DF)", &saved, &live, sizeof live);
}
