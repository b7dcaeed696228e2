/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A fortify-style always_inline wrapper forwards its "..." with
   __builtin_va_arg_pack () to a variadic installer in another file
   (helpers/variadic-installer.c): the handler escapes there, and auto
   protects it.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

extern int real_install (int n, ...);

static inline __attribute__ ((always_inline, gnu_inline)) int
install (int n, ...)
{
  return real_install (n, __builtin_va_arg_pack ());
}

static void
on_usr1 (int sig)
{
  saved = live;
}

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  install (1, SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
