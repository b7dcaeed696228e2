/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a handler passed to a variadic installer that forwards
   its va_list to another function doing the va_arg gets its cld.  */
/* { dg-do compile } */

#include <signal.h>
#include <stdarg.h>

typedef void (*handler_t) (int);
static volatile int got;

static void on_usr1 (int s) { got = s; }

static void
vinstall (int sig, va_list ap)
{
  signal (sig, va_arg (ap, handler_t));
}

static void
install (int sig, ...)
{
  va_list ap;

  va_start (ap, sig);
  vinstall (sig, ap);
  va_end (ap);
}

int
main (void)
{
  install (SIGUSR1, on_usr1);
  return 0;
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
