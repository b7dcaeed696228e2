/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=mcld and a detected handler (passed to signal): the handler gets
   its entry cld, and the clds -mcld would put in it are dropped as
   redundant; an ordinary function keeps -mcld's cld.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */

#include <signal.h>

struct big { char b[2000]; };
struct big g1, g2;

static void on_int (int sig) { if (sig) g1 = g2; }
void copy (struct big *d, const struct big *s) { *d = *s; }

int main (void) { signal (SIGINT, on_int); return 0; }

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times on_int "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times main "\tcld\n" 0 } } */
