/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact does not guess: a handler-shaped function handed to a
   function of another file is left alone (detect-level-auto.c has the
   same calls at the default level).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

extern void register_elsewhere (int, void (*) (int));
extern void (*exported) (int);

static void registered (int s) { got = s; }
static void escapes (int s) { got = s + 1; }
static void stored_public (int s) { got = s + 2; }
void visible_only (int s) { got = s + 4; }

int
main (void)
{
  signal (SIGINT, registered);
  register_elsewhere (SIGTERM, escapes);
  exported = stored_public;
  visible_only (1);
  return 0;
}

/* { dg-final { scan-function-entry-cld registered } } */
/* { dg-final { scan-function-assembler-times escapes "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times stored_public "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times visible_only "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
