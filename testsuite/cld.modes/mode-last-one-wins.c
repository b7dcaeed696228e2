/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A key given twice takes the last value, as GCC's own options do:
   mode=handlers then mode=all is mode=all, so an ordinary function gets
   its entry cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=handlers mode=all" } */

void
f (char *d, const char *s, unsigned n)
{
  while (n--)
    *d++ = *s++;
}
/* { dg-final { scan-function-assembler-times f "\tcld\n" 1 } } */
