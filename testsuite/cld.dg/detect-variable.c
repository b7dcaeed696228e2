/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact follows a handler through local, static and global
   variables, set in code or by an initializer.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

typedef void (*handler_t) (int);
static volatile int got;

static void h_local (int s) { got = s; }
static void h_static (int s) { got = s + 1; }
static void h_global (int s) { got = s + 2; }
static void h_init (int s) { got = s + 3; }

static handler_t file_static;
handler_t global_handler;
static handler_t initialized = h_init;

void
set (void)
{
  file_static = h_static;
  global_handler = h_global;
}

void
install (void)
{
  handler_t local = h_local;
  static handler_t local_static;

  local_static = file_static;
  signal (SIGINT, local);
  signal (SIGTERM, local_static);
  signal (SIGHUP, global_handler);
  signal (SIGUSR1, initialized);
}

/* { dg-final { scan-function-entry-cld h_local } } */
/* { dg-final { scan-function-entry-cld h_static } } */
/* { dg-final { scan-function-entry-cld h_global } } */
/* { dg-final { scan-function-entry-cld h_init } } */
/* { dg-final { scan-assembler-times "\tcld\n" 4 } } */
