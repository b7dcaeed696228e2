/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: handlers copied with memcpy of a run-time length into a
   table that is registered later get their cld.  */
/* { dg-do compile } */

#include <signal.h>
#include <string.h>

typedef void (*handler_t) (int);
static volatile int got;
static handler_t table[4];

static void on_usr1 (int s) { got = s; }
static void on_usr2 (int s) { got = s + 1; }

void
fill (unsigned n)
{
  handler_t init[4] = { on_usr1, on_usr2 };

  memcpy (table, init, n * sizeof *table);
}

void
install (int i)
{
  signal (SIGUSR1 + i, table[i]);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-entry-cld on_usr2 } } */
