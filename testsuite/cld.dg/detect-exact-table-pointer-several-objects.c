/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a pointer that may point into two tables of one
   structure type reads the field of every object of the type: a helper
   installing each table it is given finds the handlers of both.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

struct entry {
  int key;
  void (*fn) (int);
};

static void on_int (int s) { got = s; }
static void on_term (int s) { got = s + 1; }
static void on_usr1 (int s) { got = s + 2; }

static const struct entry first[] = { { SIGINT, on_int }, { 0, 0 } };
static const struct entry second[] = {
  { SIGTERM, on_term }, { SIGUSR1, on_usr1 }, { 0, 0 }
};

__attribute__ ((noinline)) static void
install_all (const struct entry *tab)
{
  for (; tab->fn; tab++)
    signal (tab->key, tab->fn);
}

void
setup (void)
{
  install_all (first);
  install_all (second);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 3 } } */
