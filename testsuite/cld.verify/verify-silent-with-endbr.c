/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify accepts the entry cld right after endbr64 (and after the frame
   setup at -O0): the placement verify-catches-cld-before-endbr.c
   misplaces, made by the plugin itself.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full" } */
/* { dg-cld-plugin-args "verify" } */

static volatile int got;

__attribute__ ((signal_handler)) void
on_sig (int s)
{
	got = s;
}

/* { dg-final { scan-function-assembler on_sig {endbr(?:64|32)\n(?:[^\n]*\n)*?\tcld\n} } } */
