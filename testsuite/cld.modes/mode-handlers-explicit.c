/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=handlers is the default, spelled out; a later mode= overrides an
   earlier one (per-package flags after distribution flags).  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=all mode=handlers" } */

struct big { char b[2000]; };

void h (int) __attribute__ ((signal_handler));
void h (int s) { (void) s; }

void copy (struct big *d, const struct big *s) { *d = *s; }
int plain (int x) { return x + 1; }

/* { dg-final { scan-function-assembler-times h "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times plain "\tcld\n" 0 } } */
