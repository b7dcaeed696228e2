/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A static table in a section whose name is no C identifier ("sig.tab")
   gets no __start_ and __stop_ symbols, and the unit reads it only for
   its number: nothing escapes, nothing gets a cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=auto" } */

#include <signal.h>

struct sigent { int sig; void (*fn) (int); };

static volatile sig_atomic_t got;
static void on_usr1 (int s) { got = s; }

static const struct sigent ent
  __attribute__ ((section ("sig.tab"))) = { SIGUSR1, on_usr1 };

int
first_sig (void)
{
  return ent.sig;
}

/* { dg-final { scan-assembler-not "\tcld\n" } } */
