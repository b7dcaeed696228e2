/* SPDX-License-Identifier: GPL-3.0-or-later */
/* -pg -mfentry: the __fentry__ call stays first (ftrace patches it), then
   endbr-less entry continues with the cld.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -pg -mfentry" } */
/* { dg-require-effective-target lp64 } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal {{(1:)?\s*call .*__fentry__.*}} } } */
