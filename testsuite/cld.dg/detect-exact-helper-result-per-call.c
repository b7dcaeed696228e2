/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a helper that returns its argument ("nonnull (f)"), used
   for a handler and for a progress callback, registers only what is
   passed at the call whose result is registered: the progress callback
   gets no cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <stdlib.h>

typedef void (*callback) (int);

static volatile int got;
static callback progress_cb;

static void on_int (int s) { got = s; }
static void progress (int percent) { got = percent + 1; }

static callback
nonnull (callback f)
{
  if (!f)
    abort ();
  return f;
}

void
setup (void)
{
  signal (SIGINT, nonnull (on_int));
  progress_cb = nonnull (progress);
}

void
work (void)
{
  progress_cb (50);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times progress "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
