/* SPDX-License-Identifier: GPL-3.0-or-later */
/* When the function's first block is a loop header, the cld goes before the
   loop's label, not inside the loop.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

__attribute__((signal_handler)) int
on_signal (int n)
{
  int s = 0;
  while (n > 0)
    {
      s += n;
      n -= 3;
    }
  return s;
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* The cld is the first line of the body (after the frame setup, if any),
   before any label, so no jump back to a loop header can reach it; it is
   the only one.  */
/* { dg-final { scan-function-entry-cld on_signal } } */
