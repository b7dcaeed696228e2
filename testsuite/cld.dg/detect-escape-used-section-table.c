/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler table entry placed in a named section and kept with
   "used": another file walks it through __start_sigtab and
   __stop_sigtab, which the compiler cannot see.  Its handlers escape
   (auto); exact does not guess.  */
/* { dg-do compile } */

#include <signal.h>

struct sigent { int sig; void (*fn) (int); };

static volatile sig_atomic_t got;
static void on_usr1 (int s) { got = s; }

static const struct sigent ent_usr1
  __attribute__ ((section ("sigtab"), used)) = { SIGUSR1, on_usr1 };

/* { dg-final { scan-function-entry-cld on_usr1 } } */
