/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a registration that reads its handler through a pointer
   (signal (i, tab[i])) only makes handlers of the functions stored where
   such a read can find them -- not of every function stored through any
   pointer (a pthread start routine, a qsort comparator).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>

static volatile int got;

typedef void (*handler_fn) (int);
struct job { void *(*start) (void *); void *arg; };

static void h_table (int s) { got = s; }
static void *start (void *p) { return p; }
static int cmp (const void *a, const void *b) { return (a > b) - (a < b); }

static void
install_all (const handler_fn *tab, int n)
{
  int i;

  for (i = 0; i < n; i++)
    signal (i + 1, tab[i]);
}

static void
put (void **slot, void *what)
{
  *slot = what;
}

void
setup (handler_fn *tab, void *(**startp) (void *),
       int (**cmpp) (const void *, const void *), void **anything)
{
  pthread_t t;

  tab[0] = h_table;
  *startp = start;
  *cmpp = cmp;
  put (anything, (void *) cmp);
  pthread_create (&t, 0, *startp, 0);
  qsort (anything, 1, 1, *cmpp);
  install_all (tab, 1);
}

/* { dg-final { scan-function-entry-cld h_table } } */
/* { dg-final { scan-function-assembler-times start "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times cmp "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
