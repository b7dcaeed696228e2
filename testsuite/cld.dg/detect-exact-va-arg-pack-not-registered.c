/* SPDX-License-Identifier: GPL-3.0-or-later */
/* exact does not guess: a handler passed through __builtin_va_arg_pack ()
   to a variadic function in another file is not a registration.  Into a
   variadic function of this file it is followed to what that function
   does with its va_arg: registered there, it is one.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <stdarg.h>

extern int real_install (int n, ...);

static int
local_install (int n, ...)
{
  va_list ap;
  int sig;

  va_start (ap, n);
  sig = va_arg (ap, int);
  signal (sig, va_arg (ap, void (*) (int)));
  va_end (ap);
  return n;
}

static inline __attribute__ ((always_inline, gnu_inline)) int
install_out (int n, ...)
{
  return real_install (n, __builtin_va_arg_pack ());
}

static inline __attribute__ ((always_inline, gnu_inline)) int
install_here (int n, ...)
{
  return local_install (n, __builtin_va_arg_pack ());
}

static volatile sig_atomic_t got;
static void passed_out (int s) { got = s; }
static void registered (int s) { got = s; }

int
main (void)
{
  return install_out (1, SIGUSR1, passed_out)
	 + install_here (1, SIGUSR2, registered);
}

/* { dg-final { scan-function-no-entry-cld passed_out } } */
/* { dg-final { scan-function-entry-cld registered } } */
