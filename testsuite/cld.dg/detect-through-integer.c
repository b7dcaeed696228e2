/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact follows a handler's address through integers wide enough
   to hold it (uintptr_t, unsigned long long): a variable, a static
   helper's parameter and result, a phi of a conditional.  Detection skips
   values too narrow for an address; this checks it keeps the wide ones.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <stdint.h>

static volatile int got;

static void h_uintptr (int s) { got = s; }
static void h_ull (int s) { got = s + 1; }
static void h_phi (int s) { got = s + 2; }
static void h_other (int s) { got = s + 3; }

__attribute__ ((noinline)) static uintptr_t
pass_on (uintptr_t v)
{
  return v;
}

void
install (int which)
{
  uintptr_t u = (uintptr_t) h_uintptr;
  unsigned long long ull = (unsigned long long) (uintptr_t) h_ull;
  uintptr_t p = which ? (uintptr_t) h_phi : (uintptr_t) h_other;

  signal (SIGINT, (void (*) (int)) pass_on (u));
  signal (SIGTERM, (void (*) (int)) (uintptr_t) ull);
  signal (SIGHUP, (void (*) (int)) p);
}

/* { dg-final { scan-function-entry-cld h_uintptr } } */
/* { dg-final { scan-function-entry-cld h_ull } } */
/* { dg-final { scan-function-entry-cld h_phi } } */
/* { dg-final { scan-function-entry-cld h_other } } */
/* { dg-final { scan-assembler-times "\tcld\n" 4 } } */
