/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The same with naked written after signal_handler, which can only be
   caught when the function is compiled.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

__attribute__((signal_handler, naked)) void
on_signal (int sig) /* { dg-warning "'signal_handler' attribute ignored on 'naked' function 'on_signal'" } */
{
  __asm__ ("cld\n\tret");
}

__attribute__((signal_handler)) void
other (int sig)
{
}

/* { dg-final { scan-function-assembler-times "other" {\mcld\M} 1 } } */
/* { dg-final { scan-assembler-times {\tcld\n} 2 } } */
