/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The pruning must keep notes that carry a location: this note is not
   matched, so the test for excess errors has to fail (XFAIL).  */
/* { dg-do compile } */
/* { dg-excess-errors "the unmatched note must be reported" } */

int
g (void)
{
  return undeclared_here;	/* { dg-error "undeclared" } */
}
