/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=all with -mcld: after the entry cld, -mcld's clds in a function
   without asm are redundant and are dropped; with asm they stay.  */
/* { dg-do compile } */
/* { dg-options "-mcld -mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=all" } */

struct big { char b[2000]; };

void copy (struct big *d, const struct big *s) { *d = *s; }
void copy_asm (struct big *d, const struct big *s) { __asm__ volatile ("" ::: "memory"); *d = *s; }

/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy_asm "\tcld\n" 2 } } */
