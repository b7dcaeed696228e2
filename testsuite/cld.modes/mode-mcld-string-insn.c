/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=mcld: a cld wherever -mcld puts one -- before the string insn of
   a struct copy, in a function that is not a handler -- and none in a
   function without string insns.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */

struct big { char b[2000]; };

void copy (struct big *d, const struct big *s) { *d = *s; }
int plain (int x) { return x + 1; }

/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy {\tcld\n(?:[^\n]*\n)*?\trep movsl\n} 1 } } */
/* { dg-final { scan-function-assembler-times plain "\tcld\n" 0 } } */
