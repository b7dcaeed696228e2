/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-error, dg-warning, dg-message and dg-bogus on source lines, with
   relative line numbers.  The "In function" line and the location-less
   cc1 note caused by -Wno-... must be pruned: the test for excess errors
   then passes only because every real diagnostic was matched.  */
/* { dg-do compile } */
/* GCC 14 made int-conversion an error by default; this keeps it the
   warning the test matches on every GCC.  */
/* { dg-options "-Wno-harness-nonexistent -Wno-error=int-conversion" } */

int *
f (void)
{
  int *p = 1;	/* { dg-warning "makes pointer from integer" } */
  return p;
}

int
g (void)
{
  int unused;	/* { dg-bogus "unused" "no -Wunused without -Wall" } */
  return undeclared_here;	/* { dg-error "'undeclared_here' undeclared" } */
  /* { dg-message "note: each undeclared identifier" "" { target *-*-* } .-1 } */
}

/* { dg-error "expected ';'" "" { target *-*-* } .+2 } */
int
h (void) { return 0 }
