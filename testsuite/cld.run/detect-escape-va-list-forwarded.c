/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked, passed to a variadic installer that hands its
   va_list to another function doing the va_arg: the default detect=auto
   protects its inline struct copy.  */
#include <stdarg.h>
#include "runtime.h"

typedef void (*handler_t) (int);
struct state { long w[200]; };
static struct state live, saved;

static void
on_usr1 (int sig)
{
  saved = live;
}

__attribute__((noinline)) static void
vinstall (int sig, va_list ap)
{
  signal (sig, va_arg (ap, handler_t));
}

__attribute__((noinline)) static void
install (int sig, ...)
{
  va_list ap;

  va_start (ap, sig);
  vinstall (sig, ap);
  va_end (ap);
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 13);
  install (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
