/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler kept as an offset from an anchor function and
   rebuilt before it is registered gets its cld (not only the anchor).  */
/* { dg-do compile } */

#include <signal.h>
#include <stddef.h>

static volatile int got;
static ptrdiff_t offset;

static void anchor (void) { got = 0; }
static void on_usr1 (int s) { got = s; }

void save (void) { offset = (char *) on_usr1 - (char *) anchor; }

void
install (void)
{
  signal (SIGUSR1, (void (*) (int)) ((char *) anchor + offset));
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
