/* SPDX-License-Identifier: GPL-3.0-or-later */
/* -O3, besides the matrix's -O0/-O2/-Os: one cld, first.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -O3" } */

#include <string.h>

extern char log_dst[], log_src[];
extern unsigned long log_len;

__attribute__((signal_handler)) void
on_signal (int sig)
{
  memcpy (log_dst, log_src, log_len);
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { check-function-bodies "**" "" } } */
/*
** on_signal:
**	cld
**	...
*/
