/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: the two tables of one structure type walked through a
   pointer to their entries ("for (e = sigtab; e->fn; e++)"), each by a
   pointer that only ever points into that table: the command table's
   functions get no cld.  */
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

static const struct entry sigtab[] = {
  { SIGINT, on_int }, { SIGTERM, on_term }, { 0, 0 }
};
static const struct entry cmdtab[] = {
  { 'q', cmd_quit }, { 'h', cmd_help }, { 0, 0 }
};

void
setup (void)
{
  const struct entry *e;

  for (e = sigtab; e->fn; e++)
    signal (e->key, e->fn);
}

void
command (int k)
{
  const struct entry *c;

  for (c = cmdtab; c->fn; c++)
    if (c->key == k)
      c->fn (k);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-function-no-entry-cld cmd_quit } } */
/* { dg-final { scan-function-no-entry-cld cmd_help } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
