/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact follows a handler through a chain of wrappers of this unit
   that pass it on (not inlined, and one of them variadic) down to
   sigaction.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <stdarg.h>
#include <string.h>

typedef void (*handler_t) (int);
static volatile int got;

static void h_deep (int s) { got = s; }
static void h_va (int s) { got = s + 1; }

__attribute__ ((noinline)) static int
level3 (int sig, handler_t fn)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  return sigaction (sig, &sa, 0);
}

__attribute__ ((noinline)) static int
level2 (handler_t fn, int sig)
{
  return level3 (sig, fn);
}

__attribute__ ((noinline)) int
level1 (int sig, handler_t fn)
{
  return level2 (fn, sig) + 1;
}

__attribute__ ((noinline)) int
install_va (int n, ...)
{
  va_list ap;
  int r = 0;

  va_start (ap, n);
  while (n--)
    r += level1 (SIGUSR1, va_arg (ap, handler_t));
  va_end (ap);
  return r;
}

int
main (void)
{
  return level1 (SIGINT, h_deep) + install_va (1, h_va);
}

/* { dg-final { scan-function-entry-cld h_deep } } */
/* { dg-final { scan-function-entry-cld h_va } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
