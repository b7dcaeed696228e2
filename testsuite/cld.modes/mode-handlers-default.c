/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Without mode=, only handlers get a cld: a string instruction elsewhere
   gets none (the ABI promises DF is clear there).  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */

struct big { char b[2000]; };

void h (int) __attribute__ ((signal_handler));
void h (int s) { (void) s; }

void copy (struct big *d, const struct big *s) { *d = *s; }

/* { dg-final { scan-function-assembler-times h "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
