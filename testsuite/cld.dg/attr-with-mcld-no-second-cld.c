/* SPDX-License-Identifier: GPL-3.0-or-later */
/* With -mcld GCC would add its own cld before the inline copy; after the
   entry cld that one is redundant and a handler keeps exactly one.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -mcld -mstringop-strategy=rep_4byte" } */

struct blob { long w[64]; };
extern struct blob g_dst, g_src;

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
/* -mcld itself still protects the other function.  */
/* { dg-final { scan-function-assembler-times "not_a_handler" {\mcld\M} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
