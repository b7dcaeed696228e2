/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The asm audit follows a sequence of asm statements: a std in one, the
   string instruction in the next and the cld in a third (or a popf, or
   with declarations and labels in between) is correct, and a -Werror
   build of it compiles.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Werror" } */

void
copy_back (char *d, const char *s, unsigned long n)
{
  __asm__ volatile ("std");
  __asm__ volatile ("rep movsb" : "+D" (d), "+S" (s), "+c" (n) : : "memory");
  __asm__ volatile ("cld");
}

void
restored_by_popf (void)
{
  __asm__ volatile ("pushf");
  __asm__ volatile ("std");
  __asm__ volatile ("nop");
  __asm__ volatile ("popf");
}

int
declarations_between (int x)
{
  int r;

  __asm__ volatile ("std");
  {
    int unused;
  }
 done:
  __asm__ volatile ("cld");
  r = x;
  return r;
}
