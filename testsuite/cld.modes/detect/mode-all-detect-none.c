/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=all needs no detection: with detect=none the handler still gets
   its entry cld, like every function.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=all detect=none" } */

#include <signal.h>

static volatile sig_atomic_t got;
static void on_int (int sig) { got = sig; }

int main (void) { signal (SIGINT, on_int); return 0; }

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times on_int "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times main "\tcld\n" 1 } } */
