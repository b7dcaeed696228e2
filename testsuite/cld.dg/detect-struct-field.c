/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact follows a handler through a field of the program's own
   structure.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

struct config {
  int sig;
  void (*on_signal) (int);
};

static volatile int got;

static void h_field (int s) { got = s; }
static void h_init_field (int s) { got = s + 1; }

static struct config cfg;
static struct config preset = { SIGTERM, h_init_field };

void
configure (void)
{
  cfg.sig = SIGINT;
  cfg.on_signal = h_field;
}

void
apply (struct config *c)
{
  signal (c->sig, c->on_signal);
}

void
start (void)
{
  configure ();
  apply (&cfg);
  apply (&preset);
}

/* { dg-final { scan-function-entry-cld h_field } } */
/* { dg-final { scan-function-entry-cld h_init_field } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
