/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a legacy int-returning handler converted to a handler
   type before it escapes -- stored in a variable other files read, or
   passed through a local of handler type -- is a handler.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

extern void install_elsewhere (int, void *);
void (*published) (int);

static int legacy_published (int s) { return got = s; }
static int legacy_local (int s) { return got = s + 1; }
static int plain_int (int s) { return got = s + 2; }

void
setup (void)
{
  void (*h) (int) = (void (*) (int)) legacy_local;

  published = (void (*) (int)) legacy_published;
  install_elsewhere (SIGTERM, (void *) h);
  install_elsewhere (0, (void *) plain_int);
}

/* { dg-final { scan-function-entry-cld legacy_published } } */
/* { dg-final { scan-function-entry-cld legacy_local } } */
/* { dg-final { scan-function-assembler-times plain_int "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
