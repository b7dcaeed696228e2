/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact marks nothing that is not registered: qsort comparators,
   atexit functions, pthread start routines, a void (int) function only
   called directly, or passed to a function of another file, or stored in
   a table nobody registers from.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>

static volatile int got;

static int cmp (const void *a, const void *b) { return (a > b) - (a < b); }
static void bye (void) { got = 0; }
static void *start (void *p) { return p; }
void called_directly (int s) { got = s; }
static void passed_elsewhere (int s) { got = s + 1; }
static void in_a_table (int s) { got = s + 2; }
static void registered (int s) { got = s + 3; }

extern void some_other_file (void (*) (int));
void (*const table[]) (int) = { in_a_table };

int
main (void)
{
  int a[3] = { 3, 1, 2 };
  pthread_t t;

  qsort (a, 3, sizeof a[0], cmp);
  atexit (bye);
  pthread_create (&t, 0, start, 0);
  called_directly (1);
  some_other_file (passed_elsewhere);
  signal (SIGINT, registered);
  return 0;
}

/* { dg-final { scan-function-assembler-times cmp "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times bye "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times start "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times called_directly "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times passed_elsewhere "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times in_a_table "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times main "\tcld\n" 0 } } */
/* { dg-final { scan-function-entry-cld registered } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
