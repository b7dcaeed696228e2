/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact knows every libc call that installs a handler from its
   second argument, not just signal().  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

typedef void (*handler_t) (int);
extern handler_t sigset (int, handler_t);
extern handler_t bsd_signal (int, handler_t);
extern handler_t sysv_signal (int, handler_t);
extern handler_t __sysv_signal (int, handler_t);

static volatile int got;

static void h_sigset (int s) { got = s; }
static void h_bsd (int s) { got = s + 1; }
static void h_sysv (int s) { got = s + 2; }
static void h___sysv (int s) { got = s + 3; }

void
install (void)
{
  sigset (1, h_sigset);
  bsd_signal (2, h_bsd);
  sysv_signal (3, h_sysv);
  __sysv_signal (4, h___sysv);
}

/* { dg-final { scan-function-entry-cld h_sigset } } */
/* { dg-final { scan-function-entry-cld h_bsd } } */
/* { dg-final { scan-function-entry-cld h_sysv } } */
/* { dg-final { scan-function-entry-cld h___sysv } } */
/* { dg-final { scan-assembler-times "\tcld\n" 4 } } */
