/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The variadic installer of detect-escape-va-arg-pack.c: N pairs of a
   signal number and a handler, installed with sigaction.  */
#include <signal.h>
#include <stdarg.h>
#include <string.h>

int
real_install (int n, ...)
{
  struct sigaction sa;
  va_list ap;
  int sig;

  va_start (ap, n);
  while (n-- > 0) {
    sig = va_arg (ap, int);
    memset (&sa, 0, sizeof sa);
    sa.sa_handler = va_arg (ap, void (*) (int));
    sigaction (sig, &sa, 0);
  }
  va_end (ap);
  return 0;
}
