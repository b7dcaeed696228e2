/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler whose address is XOR-mangled (glibc's PTR_MANGLE
   style) before it is registered: integer arithmetic on an address is
   not followed, so the address counts as escaping.  */
/* { dg-do compile } */

#include <signal.h>
#include <stdint.h>

extern uintptr_t guard;
static volatile int got;
static uintptr_t mangled;

static void on_usr1 (int s) { got = s; }
void other (int s) { got = s + 1; }

void save (void) { mangled = (uintptr_t) on_usr1 ^ guard; }

void
install (void)
{
  signal (SIGUSR1, (void (*) (int)) (mangled ^ guard));
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-assembler-times other "\tcld\n" 0 } } */
