/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A file with nothing to say to the link still says that cld compiled
   it, and at which level: the link can then tell "registers nothing"
   from "compiled without cld".  */
/* { dg-do compile } */

int
add (int a, int b)
{
  return a + b;
}

/* { dg-final { scan-assembler "\t\\.ascii \"cld1 unit \[^\n\]*detect-records-unit-and-level-only\\.c\\\\n\"\n\t\\.ascii \"cld1 detect auto\\\\n\"\n\t\\.popsection\n" } } */
