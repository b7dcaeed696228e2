/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=signature: every handler-shaped function that is address-taken
   or externally visible, on top of what auto finds -- but not static
   ones only called directly, nor other shapes.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=signature" } */

#include <signal.h>

static volatile int got;

static void registered (int s) { got = s; }
void visible (int s) { got = s + 1; }
void visible_info (int s, siginfo_t *i, void *c) { got = s + (i != c); }
static void address_taken (int s) { got = s + 2; }
__attribute__ ((noipa)) static void called_directly (int s) { got = s + 3; }
int wrong_shape (int s) { return got = s; }
void two_ints (int s, int t) { got = s + t; }

static void (*volatile slot) (int);

int
main (void)
{
  slot = address_taken;
  signal (SIGINT, registered);
  slot (1);
  called_directly (2);
  return 0;
}

/* { dg-final { scan-function-entry-cld registered } } */
/* { dg-final { scan-function-entry-cld visible } } */
/* { dg-final { scan-function-entry-cld visible_info } } */
/* { dg-final { scan-function-entry-cld address_taken } } */
/* { dg-final { scan-function-assembler-times called_directly "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times wrong_shape "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times two_ints "\tcld\n" 0 } } */
