/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The asm audit warns at a std when code GCC emits runs before the cld
   of a later asm (here a structure copy, which may be rep movs, and a
   call), and when the block ends with DF still set.  */
/* { dg-do compile } */

struct big { long w[100]; } x, y;
extern void f (void);

void
copy_between (void)
{
  __asm__ volatile ("std"); /* { dg-warning "executes 'std' and no 'cld' after it before other code" } */
  x = y;
  __asm__ volatile ("cld");
}

void
call_between (void)
{
  __asm__ volatile ("std"); /* { dg-warning "executes 'std' and no 'cld' after it before other code" } */
  f ();
  __asm__ volatile ("cld");
}

void
block_ends (int c)
{
  if (c) {
    __asm__ volatile ("std"); /* { dg-warning "executes 'std' and no 'cld' after it before other code" } */
    __asm__ volatile ("nop");
  }
  __asm__ volatile ("cld");
}
