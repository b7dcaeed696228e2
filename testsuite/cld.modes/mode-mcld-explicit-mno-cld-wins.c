/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An explicit -mno-cld beats mode=mcld (as it beats GCC's --enable-cld
   default): no cld outside handlers.  Handlers keep their entry cld.  */
/* { dg-do compile } */
/* { dg-options "-mno-cld -mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */

struct big { char b[2000]; };

void copy (struct big *d, const struct big *s) { *d = *s; }

void h (int) __attribute__ ((signal_handler));
void h (int s) { (void) s; }

/* { dg-final { scan-function-assembler-times copy "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times h "\tcld\n" 1 } } */
