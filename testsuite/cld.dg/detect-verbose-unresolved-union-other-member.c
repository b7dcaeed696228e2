/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verbose (detect=exact): a registration that reads a union's handler
   member, where an address may have been stored through a member of
   another type, gets a note saying it cannot tell which function is
   installed there.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact verbose" } */

#include <signal.h>

static volatile int got;

static void on_usr1 (int s) { got = s; }

union slot {
  void (*handler) (int);
  void *raw;
};

static union slot slot;

void
save (void)
{
  slot.raw = (void *) on_usr1;
}

void
install (void)
{
  signal (SIGUSR1, slot.handler); /* { dg-message "cannot tell which function is installed as a signal handler here: the value may be member handler of a union, stored or read through another member" } */
}
