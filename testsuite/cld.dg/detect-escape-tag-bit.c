/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler address with a tag bit set, masked off before
   it is registered, gets its cld.  */
/* { dg-do compile } */

#include <signal.h>
#include <stdint.h>

static volatile int got;
static uintptr_t tagged;

static void on_usr1 (int s) { got = s; }

void save (void) { tagged = (uintptr_t) &on_usr1 | 1; }

void
install (void)
{
  signal (SIGUSR1, (void (*) (int)) (tagged & ~(uintptr_t) 1));
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
