/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A fortify-style always_inline wrapper passes its "..." on with
   __builtin_va_arg_pack () to a variadic installer in another file: the
   handlers given to the wrapper escape there (auto).  */
/* { dg-do compile } */

#include <signal.h>

extern int real_install (int n, ...);

static inline __attribute__ ((always_inline, gnu_inline)) int
install (int n, ...)
{
  return real_install (n, __builtin_va_arg_pack ());
}

static volatile sig_atomic_t got;
static void on_usr1 (int s) { got = s; }

int
main (void)
{
  return install (1, SIGUSR1, on_usr1);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
