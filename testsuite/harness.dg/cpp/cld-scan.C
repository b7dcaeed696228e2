/* SPDX-License-Identifier: GPL-3.0-or-later */
// C++ tests go through the C++ driver (.C suffix) and its own option
// matrix; function scans use mangled names.
// { dg-do compile }
// { dg-options "-mcld -mstringop-strategy=rep_4byte" }

#ifndef __cplusplus
#error "not compiled as C++"
#endif

struct big { char b[2000]; };

void
copy (big *d, const big *s)
{
  *d = *s;
}

int
plain (int x)
{
  return x + 1;
}

// { dg-final { scan-function-assembler-times _Z4copyP3bigPKS_ "\tcld\n" 1 } }
// { dg-final { scan-function-assembler-times _Z5plaini "\tcld\n" 0 } }
// { dg-final { scan-assembler "\tcld\n" { target c++ } } }
// { dg-final { scan-assembler "no such label" { target c } } }
