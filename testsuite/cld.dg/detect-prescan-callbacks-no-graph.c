/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A unit whose function addresses are callbacks of other kinds -- a
   qsort comparator, a table of operations, an atexit function -- and that
   mentions no handler type, registrar or sigaction record has nothing a
   handler can be found by: detection does not build its flow graph
   (cld-prescan.c), and no function gets a cld.  A void (int) function
   that is only called directly does not count (one whose address is
   taken would: detect-level-auto.c).  */
/* { dg-do compile } */
/* { dg-options "-fdump-ipa-all" } */

#include <stdlib.h>

struct ops {
  int (*open) (const char *);
  int (*close) (int);
};

static int cmp (const void *a, const void *b) { return (a > b) - (a < b); }
static int op_open (const char *p) { return p != 0; }
static int op_close (int fd) { return fd; }
static void bye (void) { }
void set_level (int l) { (void) l; }

const struct ops file_ops = { op_open, op_close };

void
run (int *v, size_t n, const struct ops *o)
{
  qsort (v, n, sizeof *v, cmp);
  atexit (bye);
  set_level (o->open ("x"));
  o->close (3);
}

/* { dg-final { scan-cld-detect-dump "no graph: nothing in the unit a handler can be found by" } } */
/* { dg-final { scan-assembler-not "\tcld\n" } } */
