/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shrink-wrapping moves the prologue onto the slow path only; the cld must
   still be on every path, so it stays at the very entry, before the test.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

#include <string.h>

extern int pending;
extern void consume (char *);
extern char shared[256];

__attribute__((signal_handler)) void
on_signal (int sig)
{
  if (!pending)
    return;
  char buf[256];
  memcpy (buf, shared, sizeof buf);
  consume (buf);
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
