/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=all and a detected handler: one cld at its entry, not two; every
   other function gets its own.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=all" } */

#include <signal.h>

static volatile sig_atomic_t got;
static void on_int (int sig) { got = sig; }
int helper (int x) { return x * 2; }

int main (void) { signal (SIGINT, on_int); return helper (0); }

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times on_int "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times helper "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times main "\tcld\n" 1 } } */
