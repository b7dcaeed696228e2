/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The x32 ABI makes the same promise about DF.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -mx32" } */
/* { dg-require-effective-target x32 } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
