/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verbose (detect=exact): a registration that reads a static table whose
   address no other code gets has no "cannot tell" note because another
   table of the same structure type is handed to external code, which
   may write its entries.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact verbose" } */

#include <signal.h>

static volatile int got;

struct entry {
  int key;
  void (*fn) (int);
};

extern void give (struct entry *);

static void on_int (int s) { got = s; } /* { dg-message "'on_int': registered with signal\\(\\)" } */

static struct entry sigtab[] = { { SIGINT, on_int } };
static struct entry cmdtab[] = { { 'q', 0 } };

void
setup (void)
{
  unsigned i;

  give (cmdtab);
  for (i = 0; i < sizeof sigtab / sizeof sigtab[0]; i++)
    signal (sigtab[i].key, sigtab[i].fn); /* { dg-bogus "cannot tell" } */
}

/* { dg-final { scan-function-entry-cld on_int } } */
