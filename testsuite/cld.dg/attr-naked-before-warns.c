/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A naked function has no prologue to put a cld in: say so, and emit none
   (its asm body is the user's to write).  naked written first.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

__attribute__((naked, signal_handler)) void
on_signal (int sig) /* { dg-warning "'signal_handler' attribute ignored on 'naked' function 'on_signal'" } */
{
  __asm__ ("cld\n\tret");
}

__attribute__((signal_handler)) void
other (int sig)
{
}

/* The only cld besides the asm's own is the one at other's entry.  */
/* { dg-final { scan-function-assembler-times "other" {\mcld\M} 1 } } */
/* { dg-final { scan-assembler-times {\tcld\n} 2 } } */
