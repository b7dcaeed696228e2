/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A naked function found by detection (nobody wrote the attribute) gets
   no warning -- it would break -Werror builds -- and no cld.  */
/* { dg-do compile } */
/* { dg-options "-Werror -fcf-protection=none" } */

#include <signal.h>

__attribute__ ((naked)) static void
on_usr1 (int sig) /* { dg-bogus "naked" } */
{
  __asm__ ("cld\n\tret");
}

static void on_usr2 (int s) { (void) s; }

void
install (void)
{
  signal (SIGUSR1, on_usr1);
  signal (SIGUSR2, on_usr2);
}

/* { dg-final { scan-function-assembler-times on_usr2 "\tcld\n" 1 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
