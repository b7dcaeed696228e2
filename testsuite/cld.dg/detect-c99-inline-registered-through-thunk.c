/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A C99 inline handler whose one external definition ("extern inline")
   is in another file: this file emits no code for it, so the
   registration goes through a thunk.  */
/* { dg-do compile } */
/* { dg-options "-std=c99" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

extern volatile sig_atomic_t got;

inline void on_usr1 (int s) { got = s; }

void
install (void)
{
  signal (SIGUSR1, on_usr1);
}

/* { dg-final { scan-function-entry-cld cld_thunk.on_usr1 } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.on_usr1" } } */
