/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: an entry of a table copied whole into a local structure
   carries its parts: the signal table's handlers, installed from the
   copy, get their cld; the command table's functions, copied the same
   way but only called, get none.  */
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
__attribute__ ((noinline)) static void cmd_quit (int k) { got = k + 2; }

static struct entry sigtab[] = { { SIGINT, on_int }, { SIGTERM, on_term } };
static struct entry cmdtab[] = { { 'q', cmd_quit } };

void
setup (void)
{
  struct entry e;
  unsigned i;

  for (i = 0; i < sizeof sigtab / sizeof sigtab[0]; i++) {
    e = sigtab[i];
    signal (e.key, e.fn);
  }
}

void
command (int k)
{
  struct entry c;
  unsigned i;

  for (i = 0; i < sizeof cmdtab / sizeof cmdtab[0]; i++) {
    c = cmdtab[i];
    if (c.key == k)
      c.fn (k);
  }
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-function-no-entry-cld cmd_quit } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
