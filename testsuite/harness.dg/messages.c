/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-error, dg-warning, dg-message and dg-bogus on source lines, with
   relative line numbers.  The "In function" line and the location-less
   cc1 note caused by -Wno-... must be pruned: the test for excess errors
   then passes only because every real diagnostic was matched.  */
/* { dg-do compile } */
/* { dg-options "-Wno-harness-nonexistent" } */

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
