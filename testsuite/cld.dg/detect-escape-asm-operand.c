/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler address laundered through an optimizer barrier
   (an inline asm operand) before it is registered gets its cld: asm
   operands are not followed, so the address escapes.  */
/* { dg-do compile } */

#include <signal.h>

#define LAUNDER(x) \
  ({ __typeof__ (x) v_; __asm__ ("" : "=r" (v_) : "0" (x)); v_; })

static volatile int got;

static void on_usr1 (int s) { got = s; }

void
install (void)
{
  signal (SIGUSR1, LAUNDER (&on_usr1));
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
