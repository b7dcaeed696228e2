/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a union of two handler-pointer members is one place in
   each object, not in every object of the union type: the exit hook
   kept in another object of it gets no cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

union slot {
  void (*on_signal) (int);
  void (*on_exit) (int);
};

static union slot signal_slot, exit_slot;

static void on_usr1 (int s) { got = s; }
__attribute__ ((noinline)) static void at_exit_hook (int code) { got = code + 1; }

void
setup (void)
{
  signal_slot.on_signal = on_usr1;
  exit_slot.on_exit = at_exit_hook;
  signal (SIGUSR1, signal_slot.on_signal);
}

void
finish (int code)
{
  exit_slot.on_exit (code);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-no-entry-cld at_exit_hook } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
