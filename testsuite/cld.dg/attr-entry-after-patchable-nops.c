/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The -fpatchable-function-entry nops are for live patching tools, which
   expect them at the entry: the cld goes after them.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -fpatchable-function-entry=3,1" } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* Two nops after the label (the third is before it), then the cld.  */
/* { dg-final { scan-function-entry-cld on_signal {nop nop} } } */
