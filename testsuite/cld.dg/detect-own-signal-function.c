/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a function of the unit's own called signal (static, or
   defined here) is not libc's, and what it is given is no handler.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

static volatile int got;

__attribute__ ((noipa)) static void slot_a (int s) { got = s; }
__attribute__ ((noipa)) static void slot_b (int s) { got = s + 1; }

/* An observer pattern's "emit a signal" (as in GUI toolkits).  */
void
signal (int id, void (*slot) (int))
{
  slot (id);
}

static void
sigset (int id, void (*slot) (int))
{
  slot (id + 1);
}

void
emit (void)
{
  signal (1, slot_a);
  sigset (2, slot_b);
}

/* { dg-final { scan-function-assembler-times slot_a "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times slot_b "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 0 } } */
