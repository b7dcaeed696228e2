/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A protected function's public aliases are protected too: other files
   may register them by their own names, and the link must not warn.  */
/* { dg-do compile } */

static volatile int got;

void h (int) __attribute__ ((signal_handler));
void h (int s) { got = s; }
extern void h_alias (int) __attribute__ ((alias ("h")));

/* { dg-final { scan-assembler "\t\\.ascii \"cld1 cld h\\\\n\"\n" } } */
/* { dg-final { scan-assembler "\t\\.ascii \"cld1 cld h_alias\\\\n\"\n" } } */
