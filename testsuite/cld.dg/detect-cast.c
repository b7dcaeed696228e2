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

/* { dg-final { scan-function-entry-cld h_void } } */
/* { dg-final { scan-function-entry-cld h_amp } } */
/* { dg-final { scan-function-entry-cld h_int } } */
/* { dg-final { scan-assembler-times "\tcld\n" 3 } } */
