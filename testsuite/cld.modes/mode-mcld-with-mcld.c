/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=mcld together with a command-line -mcld: the same one cld per
   string insn, not two.  */
/* { dg-do compile } */
/* { dg-options "-mcld -mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */

struct big { char b[2000]; };

void copy (struct big *d, const struct big *s) { *d = *s; }
void clear (struct big *d) { *d = (struct big) { { 0 } }; }

/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times clear "\tcld\n" 1 } } */
