/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Inline asm might set DF, so in a handler that contains asm the clds that
   -mcld placed after it are kept: entry cld plus -mcld's.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -mcld -mstringop-strategy=rep_4byte" } */

struct blob { long w[64]; };
extern struct blob g_dst, g_src;

__attribute__((signal_handler)) void
on_signal (int sig)
{
  __asm__ volatile ("" ::: "memory");
  g_dst = g_src;
}

/* { dg-final { scan-function-assembler-times "on_signal" {\mcld\M} 2 } } */
