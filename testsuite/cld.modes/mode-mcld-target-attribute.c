/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=mcld reaches functions with their own target options (attribute
   target, #pragma GCC target): their per-function target node derives from
   the default one, which has -mcld on.  target("no-cld") still turns it
   off for one function, as it does under -mcld.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=mcld" } */

struct big { char b[2000]; };

__attribute__ ((target ("sse4.2")))
void copy_sse42 (struct big *d, const struct big *s) { *d = *s; }

#pragma GCC push_options
#pragma GCC target ("avx2")
void copy_avx2 (struct big *d, const struct big *s) { *d = *s; }
#pragma GCC pop_options

__attribute__ ((target ("no-cld")))
void copy_nocld (struct big *d, const struct big *s) { *d = *s; }

/* { dg-final { scan-function-assembler-times copy_sse42 "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy_avx2 "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy_nocld "\tcld\n" 0 } } */
