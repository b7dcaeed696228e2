/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Under -fcf-protection the endbr must stay the first instruction, or
   indirect calls to the handler fault: the cld comes right after it.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full" } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal {endbr(64|32)} } } */
