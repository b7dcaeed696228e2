/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-do run: the exit status decides, and dg-output sees stdout.  The
   struct copy runs a cld; rep movsl of GCC's -mcld.  */
/* { dg-do run } */
/* { dg-options "-mcld -mstringop-strategy=rep_4byte" } */

#include <stdio.h>
#include <string.h>

struct big { char b[2000]; };

__attribute__ ((noipa)) void
copy (struct big *d, const struct big *s)
{
  *d = *s;
}

int
main (void)
{
  static struct big a, b;
  memset (a.b, 'x', sizeof a.b);
  copy (&b, &a);
  printf ("harness %s\n", memcmp (a.b, b.b, sizeof a.b) == 0 ? "copied" : "broken");
  return memcmp (a.b, b.b, sizeof a.b) != 0;
}

/* { dg-output "harness copied" } */
