/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a table of {signal, handler} structures that other files
   can read (and install in a loop) lets its handlers escape, nested
   structures and arrays included, like a plain array of handlers.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

static void h_int (int s) { got = s; }
static void h_term (int s) { got = s + 1; }
static void h_nested (int s) { got = s + 2; }
static void h_inner_array (int s) { got = s + 3; }
__attribute__ ((noipa)) static void not_in_table (int s) { got = s + 4; }

const struct { int sig; void (*fn) (int); } signal_table[] = {
  { SIGINT, h_int },
  { SIGTERM, h_term },
};

struct action { void (*fn) (int); int flags; };
struct entry { int sig; struct action act; void (*more[2]) (int); };
struct entry nested_table[] = {
  { SIGHUP, { h_nested, 0 }, { h_inner_array, 0 } },
};

void
run_directly (void)
{
  not_in_table (1);
}

/* { dg-final { scan-function-entry-cld h_int } } */
/* { dg-final { scan-function-entry-cld h_term } } */
/* { dg-final { scan-function-entry-cld h_nested } } */
/* { dg-final { scan-function-entry-cld h_inner_array } } */
/* { dg-final { scan-function-assembler-times not_in_table "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 4 } } */
