/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact looks through casts and &: even a void (void) function
   cast to a handler type is entered by the kernel as one.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void h_void (void) { got = 1; }
static void h_amp (int s) { got = s; }
static int h_int (int s) { return got = s; }

void
install (void)
{
  signal (SIGINT, (void (*) (int)) h_void);
  signal (SIGTERM, &h_amp);
  signal (SIGHUP, (void (*) (int)) (void *) h_int);
}

/* { dg-final { scan-function-assembler h_void {^(\tendbr(32|64)\n)?\tcld\n} } } */
/* { dg-final { scan-function-assembler h_amp {^(\tendbr(32|64)\n)?\tcld\n} } } */
/* { dg-final { scan-function-assembler h_int {^(\tendbr(32|64)\n)?\tcld\n} } } */
/* { dg-final { scan-assembler-times "\tcld\n" 3 } } */
