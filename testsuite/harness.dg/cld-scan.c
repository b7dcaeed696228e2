/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Whole-file and per-function scans.  GCC's own -mcld puts one cld in
   front of the rep movsl of the struct copy; plain () has no string
   instruction and so no cld.  The file name contains "cld" on purpose:
   the .file directive must not be scanned.  */
/* { dg-do compile } */
/* { dg-options "-mcld -mstringop-strategy=rep_4byte" } */

struct big { char b[2000]; };

void
copy (struct big *d, const struct big *s)
{
  *d = *s;
}

int
plain (int x)
{
  return x + 1;
}

/* { dg-final { scan-assembler "\tcld\n" } } */
/* { dg-final { scan-assembler {rep movsl} } } */
/* { dg-final { scan-assembler-not "\tstd\n" } } */
/* { dg-final { scan-assembler-not "cld-scan" } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
/* { dg-final { scan-assembler-times "\trep movs" 1 } } */
/* { dg-final { scan-function-assembler copy "\tcld\n" } } */
/* { dg-final { scan-function-assembler-not plain "\tcld\n" } } */
/* { dg-final { scan-function-assembler-not plain "rep" } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times plain "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times copy {\tcld\n(?:[^\n]*\n)*?\trep movsl\n} 1 } } */

/* Wrong on purpose: each must be reported XFAIL, never XPASS.  */
/* { dg-final { scan-assembler "\tstd\n" { xfail *-*-* } } } */
/* { dg-final { scan-assembler-not "\tcld\n" { xfail *-*-* } } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 { xfail *-*-* } } } */
/* { dg-final { scan-function-assembler plain "\tcld\n" { xfail *-*-* } } } */
/* { dg-final { scan-function-assembler-not copy "\tcld\n" { xfail *-*-* } } } */
/* { dg-final { scan-function-assembler-times plain "\tcld\n" 1 { xfail *-*-* } } } */
/* { dg-final { scan-function-assembler-times no_such_function "\tcld\n" 0 { xfail *-*-* } } } */
