/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attribute on an ifunc protects every implementation its resolver
   can return, and not the resolver, even with detection off.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=none" } */

static volatile int got;
extern int use_fast;

static void impl_fast (int s) { got = s; }
static void impl_slow (int s) { got = s + 1; }

static void (*resolve_handler (void)) (int)
{
  return use_fast ? impl_fast : impl_slow;
}

void on_usr1 (int) __attribute__ ((ifunc ("resolve_handler"), signal_handler));

/* { dg-final { scan-function-entry-cld impl_fast } } */
/* { dg-final { scan-function-entry-cld impl_slow } } */
/* { dg-final { scan-function-assembler-times resolve_handler "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
