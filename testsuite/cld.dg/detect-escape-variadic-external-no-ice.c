/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: an address passed in the variable part of an external
   variadic call has no parameter type; it escapes, and a handler-shaped
   function gets its cld (dropbear's scp.c crashed the compiler there:
   the type of the place was taken without looking).  */
/* { dg-do compile } */

extern void logit (const char *, ...);
static volatile int got;

static void on_usr1 (int s) { got = s; }

void
setup (void)
{
  logit ("handler %p", on_usr1);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
