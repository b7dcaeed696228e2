/* SPDX-License-Identifier: GPL-3.0-or-later */
/* CET and patchable entry together: endbr, then the nops, then the cld.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full -fpatchable-function-entry=2" } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal {endbr(64|32) nop nop} } } */
