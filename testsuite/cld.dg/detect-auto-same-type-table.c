/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto (the default) stays conservative: a function kept in a
   table of the structure type another table is installed from still
   gets its cld, as before exact told the two tables apart.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

struct entry {
  int key;
  void (*fn) (int);
};

static void on_int (int s) { got = s; }
__attribute__ ((noinline)) static void cmd_quit (int k) { got = k + 2; }
__attribute__ ((noinline)) static void cmd_reload (void) { got = 3; }

static struct entry sigtab[] = { { SIGINT, on_int } };
static struct entry cmdtab[] = {
  { 'q', cmd_quit }, { 'r', (void (*) (int)) cmd_reload }
};

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
/* { dg-final { scan-function-entry-cld cmd_quit } } */
/* { dg-final { scan-function-entry-cld cmd_reload } } */
/* { dg-final { scan-assembler-times "\tcld\n" 3 } } */
