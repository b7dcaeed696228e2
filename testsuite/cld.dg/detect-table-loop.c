/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact finds the handlers of a static table of {signal, handler}
   entries read in a loop, by index or by pointer, and of an array of
   handlers.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void h_int (int s) { got = s; }
static void h_term (int s) { got = s + 1; }
static void h_hup (int s) { got = s + 2; }
static void h_usr1 (int s) { got = s + 3; }
static void h_arr1 (int s) { got = s + 4; }
static void h_arr2 (int s) { got = s + 5; }

static const struct {
  int sig;
  void (*fn) (int);
} by_index[] = {
  { SIGINT, h_int },
  { SIGTERM, h_term },
};

struct entry {
  int sig;
  void (*fn) (int);
};

static const struct entry by_pointer[] = {
  { SIGHUP, h_hup },
  { SIGUSR1, h_usr1 },
  { 0, 0 }
};

static void (*const arr[]) (int) = { h_arr1, h_arr2 };

void
install (void)
{
  unsigned i;
  const struct entry *e;

  for (i = 0; i < sizeof by_index / sizeof by_index[0]; i++)
    signal (by_index[i].sig, by_index[i].fn);
  for (e = by_pointer; e->sig; e++)
    signal (e->sig, e->fn);
  for (i = 0; i < 2; i++)
    signal (SIGUSR2, arr[i]);
}

/* { dg-final { scan-function-entry-cld h_int } } */
/* { dg-final { scan-function-entry-cld h_term } } */
/* { dg-final { scan-function-entry-cld h_hup } } */
/* { dg-final { scan-function-entry-cld h_usr1 } } */
/* { dg-final { scan-function-entry-cld h_arr1 } } */
/* { dg-final { scan-function-entry-cld h_arr2 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 6 } } */
