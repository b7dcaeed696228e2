/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler kept in a C11 _Atomic variable (atomic_exchange,
   atomic_load) gets its cld: the atomic built-ins are not followed.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu11" } */

#include <signal.h>
#include <stdatomic.h>

typedef void (*handler_t) (int);
static volatile int got;
static _Atomic handler_t slot;

static void on_usr1 (int s) { got = s; }
static void on_usr2 (int s) { got = s + 1; }

handler_t swap (void) { return atomic_exchange (&slot, on_usr1); }
void keep (void) { atomic_store (&slot, on_usr2); }

void
install (void)
{
  signal (SIGUSR1, atomic_load (&slot));
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-entry-cld on_usr2 } } */
