/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Under strict ISO C glibc redirects signal() to __sysv_signal with an
   asm label; detect=exact matches the assembler name.  */
/* { dg-do compile } */
/* { dg-options "-std=c99" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile sig_atomic_t got;

static void
on_term (int sig)
{
  got = sig;
}

void
install (void)
{
  signal (SIGTERM, on_term);
}

/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
