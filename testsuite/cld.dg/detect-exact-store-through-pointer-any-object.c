/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a store through a pointer that may point anywhere -- a
   parameter of a visible function, a pointer kept in a structure --
   reaches the field of every object of the type, so a table whose
   address goes there and that is installed by name has those handlers
   registered.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

struct entry {
  int key;
  void (*fn) (int);
};

struct registry {
  struct entry *slot;
};

static void on_int (int s) { got = s; }
static void on_term (int s) { got = s + 1; }

static struct entry sigtab[] = { { SIGINT, 0 } };
static struct entry termtab[] = { { SIGTERM, 0 } };
static struct registry reg = { termtab };

void
set_handler (struct entry *e, void (*fn) (int))
{
  e->fn = fn;
}

void
setup (void)
{
  set_handler (&sigtab[0], on_int);
  reg.slot->fn = on_term;
  signal (sigtab[0].key, sigtab[0].fn);
  signal (termtab[0].key, termtab[0].fn);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
