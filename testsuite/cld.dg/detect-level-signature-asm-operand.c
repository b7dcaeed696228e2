/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=signature: a handler-shaped function whose address is taken
   only as an inline asm operand is address-taken like any other.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=signature" } */

static volatile int got;
static void (*volatile sink) (int);

static void on_usr1 (int s) { got = s; }

void
keep (void)
{
  void (*p) (int);

  __asm__ ("" : "=r" (p) : "0" (&on_usr1));
  sink = p;
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
