/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Even a handler with an empty body gets its cld: the ABI promise is about
   entry, not about what the body happens to do today.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
