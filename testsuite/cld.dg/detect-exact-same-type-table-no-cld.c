/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a signal table and a command table of one structure
   type.  Only the signal table's entries are installed; the command
   table's functions, called as commands, get no cld: a field of a
   table is that table's, not one place for every object of the type.  */
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
__attribute__ ((noinline)) static void cmd_help (int k) { got = k + 3; }

static struct entry sigtab[] = { { SIGINT, on_int }, { SIGTERM, on_term } };
static struct entry cmdtab[] = { { 'q', cmd_quit }, { 'h', cmd_help } };

void
setup (void)
{
  unsigned i;

  for (i = 0; i < sizeof sigtab / sizeof sigtab[0]; i++)
    signal (sigtab[i].key, sigtab[i].fn);
}

void
command (int k)
{
  unsigned i;

  for (i = 0; i < sizeof cmdtab / sizeof cmdtab[0]; i++)
    if (cmdtab[i].key == k)
      cmdtab[i].fn (k);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-function-no-entry-cld cmd_quit } } */
/* { dg-final { scan-function-no-entry-cld cmd_help } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
