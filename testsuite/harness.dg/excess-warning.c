/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An unexpected warning must make the test for excess errors fail
   (XFAIL here), also when its "In function" context line is pruned.  */
/* { dg-do compile } */
/* { dg-excess-errors "the unmatched warning must be reported" } */

int *
f (void)
{
  int *p = 1;
  return p;
}
