/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=none: only the attribute counts, even a direct signal() is not
   looked at.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=none" } */

#include <signal.h>

static volatile int got;

static void registered (int s) { got = s; }
static void marked (int s) __attribute__ ((signal_handler));
static void marked (int s) { got = s + 1; }

void
install (void)
{
  signal (SIGINT, registered);
  signal (SIGTERM, marked);
}

/* { dg-final { scan-function-assembler-times registered "\tcld\n" 0 } } */
/* { dg-final { scan-function-entry-cld marked } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
