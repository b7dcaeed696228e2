/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Clones IPA makes of a handler (here a constprop clone; a .part split
   in attr-ipa-split-part-no-cld.c) are only called directly, so they get
   no cld; the original, which is what is registered, keeps exactly one.  */
/* { dg-do compile } */
/* { dg-options "-O3 -fcf-protection=none" } */

extern char area[128];
extern void record (int);

static __attribute__((signal_handler, noinline)) void
on_signal (int sig, int fill)
{
  if (fill)
    __builtin_memset (area, sig, sizeof area);
  record (sig);
}

void (*registered) (int, int) = on_signal;

void
direct_calls (void)
{
  on_signal (1, 1);
  on_signal (2, 1);
}

/* { dg-final { scan-function-assembler-times "on_signal" {\mcld\M} 1 } } */
/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
