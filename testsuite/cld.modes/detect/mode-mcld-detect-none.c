/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=mcld with detect=none: a handler that is only passed to signal
   is an ordinary function, so it gets -mcld's cld before its string insn
   and no entry cld -- the difference detection makes.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld detect=none" } */

#include <signal.h>

struct big { char b[2000]; };
struct big g1, g2;

static void on_int (int sig) { if (sig) g1 = g2; }

int main (void) { signal (SIGINT, on_int); return 0; }

/* { dg-final { scan-function-no-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times on_int "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times on_int {\tcld\n(?:[^\n]*\n)*?\trep movsl\n} 1 } } */
