/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a function stored in a union member of another type
   than a handler is not registered by a registration that reads the
   union's handler member: only the handler gets its cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }
static void finished (int code, const char *why) { got = code + !why; }

union slot {
  void (*on_signal) (int);
  void (*on_done) (int, const char *);
};

static union slot signal_slot, done_slot;

void
setup (void)
{
  signal_slot.on_signal = on_usr1;
  done_slot.on_done = finished;
  signal (SIGUSR1, signal_slot.on_signal);
}

void
finish (void)
{
  done_slot.on_done (0, "done");
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-assembler-times finished "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
