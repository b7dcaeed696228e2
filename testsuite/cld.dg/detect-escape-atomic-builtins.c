/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler stored with __atomic_store_n and read back with
   __atomic_load_n before it is registered gets its cld.  */
/* { dg-do compile } */

#include <signal.h>

typedef void (*handler_t) (int);
static volatile int got;
static handler_t slot;

static void on_usr1 (int s) { got = s; }

void keep (void) { __atomic_store_n (&slot, on_usr1, __ATOMIC_RELEASE); }

void
install (void)
{
  signal (SIGUSR1, __atomic_load_n (&slot, __ATOMIC_ACQUIRE));
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
