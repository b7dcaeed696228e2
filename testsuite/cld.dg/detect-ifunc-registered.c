/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a registered ifunc protects every implementation its
   resolver can return, and not the resolver, which the kernel never
   enters.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;
extern int use_fast;

static void impl_fast (int s) { got = s; }
static void impl_slow (int s) { got = s + 1; }
static void impl_debug (int s) { got = s + 2; }
__attribute__ ((noipa)) static void not_returned (int s) { got = s + 3; }

static void (*resolve_handler (void)) (int)
{
  void (*fn) (int) = impl_slow;

  if (use_fast > 1)
    return impl_debug;
  if (use_fast)
    fn = impl_fast;
  return fn;
}

void on_usr1 (int) __attribute__ ((ifunc ("resolve_handler")));

void
install (void)
{
  not_returned (1);
  signal (SIGUSR1, on_usr1);
}

/* { dg-final { scan-function-entry-cld impl_fast } } */
/* { dg-final { scan-function-entry-cld impl_slow } } */
/* { dg-final { scan-function-entry-cld impl_debug } } */
/* { dg-final { scan-function-assembler-times resolve_handler "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times not_returned "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 3 } } */
