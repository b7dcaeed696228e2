/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=signature: an externally visible alias of a handler-shaped
   static function makes it visible: other files may register the alias,
   so the function it names is protected.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=signature" } */

static volatile int got;

static void impl (int s) { got = s; }
extern void on_usr1 (int) __attribute__ ((alias ("impl")));
__attribute__ ((noipa)) static void internal (int s) { got = s + 1; }

void
run (void)
{
  internal (1);
}

/* { dg-final { scan-function-entry-cld impl } } */
/* { dg-final { scan-function-assembler-times internal "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
