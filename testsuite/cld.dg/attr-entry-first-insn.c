/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A function marked signal_handler starts with cld; an identical unmarked
   function gets none.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

struct blob { char b[512]; };
struct blob g_dst, g_src;

__attribute__((signal_handler)) void
on_signal (int sig)
{
  g_dst = g_src;
}

void
not_a_handler (int sig)
{
  g_dst = g_src;
}

/* { dg-final { scan-function-assembler-times "on_signal" {\mcld\M} 1 } } */
/* { dg-final { scan-function-assembler-times "not_a_handler" {\mcld\M} 0 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
