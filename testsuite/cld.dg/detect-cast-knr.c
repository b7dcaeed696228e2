/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: an unprototyped K&R handler passed to a wrapper in another
   file whose parameter has a handler type is a handler; so is one passed
   through an unprototyped "void (*) ()": nothing tells it from a handler
   that ignores its signal number (issue 27).  */
/* { dg-do compile } */
/* { dg-options "-std=gnu89 -Wno-old-style-definition" } */

#include <signal.h>

static volatile int got;

extern void install_elsewhere (int, void (*) (int));
extern void run_later (void (*) ());

static void on_hup () { got = 1; }
static void later () { got = 2; }

void
setup ()
{
  install_elsewhere (SIGHUP, on_hup);
  run_later (later);
}

/* { dg-final { scan-function-entry-cld on_hup } } */
/* { dg-final { scan-function-entry-cld later } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
