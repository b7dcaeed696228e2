/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A file with nothing to say to the link gets no records section.  */
/* { dg-do compile } */

int
add (int a, int b)
{
  return a + b;
}

/* { dg-final { scan-assembler-not "cld\\.records" } } */
