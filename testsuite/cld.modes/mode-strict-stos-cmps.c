/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict covers every kind of string insn GCC emits, not only
   rep movs: rep stos for memset, repz cmps for memcmp, each right after
   its own cld.  (At -O0 these builtins are library calls.)  */
/* { dg-do compile } */
/* { dg-options "-minline-all-stringops -mstringop-strategy=rep_byte" } */
/* { dg-cld-plugin-args "mode=strict" } */
/* { dg-skip-if "string builtins are libcalls at -O0" { *-*-* } { "-O0" } } */

#include <string.h>

void clear (char *p, unsigned long n) { memset (p, 0, n); }
int cmp (const char *a, const char *b) { return memcmp (a, b, 77); }

/* { dg-final { scan-function-assembler-times clear "\tcld\n\trep stosb\n" 1 } } */
/* { dg-final { scan-function-assembler-times clear "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times cmp "\tcld\n\trepz cmpsb\n" 1 } } */
/* { dg-final { scan-function-assembler-times cmp "\tcld\n" 1 } } */
