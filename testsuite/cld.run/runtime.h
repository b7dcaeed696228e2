/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the run-time tests: each program registers a handler that
   copies memory, raises the signal, checks the copy and exits 0 when it
   is intact, 1 when it is corrupted (a crash is also a failure).  */
#ifndef CLD_RUNTIME_H
#define CLD_RUNTIME_H

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static inline void
rt_fill (unsigned char *p, size_t n, unsigned seed)
{
  size_t i;
  for (i = 0; i < n; i++)
    p[i] = (unsigned char) (i * 7 + seed);
}

static inline int
rt_report (const char *what, const void *a, const void *b, size_t n)
{
  const unsigned char *x = (const unsigned char *) a;
  const unsigned char *y = (const unsigned char *) b;
  size_t i, bad = 0;

  for (i = 0; i < n; i++)
    bad += x[i] != y[i];
  if (bad)
    {
      printf ("%s: %zu of %zu bytes corrupted\n", what, bad, n);
      return 1;
    }
  printf ("%s: clean\n", what);
  return 0;
}

/* A leaker that passes the interrupted DF on (qemu-user) shows nothing
   when the signal arrives with DF clear.  cld.qemu builds these programs
   with -DRT_RAISE_WITH_DF: every raise() then happens inside a
   std ... cld window, as from within a backward memmove.  */
#ifdef RT_RAISE_WITH_DF
static inline int
rt_raise_with_df (int sig)
{
  int ret;

  __asm__ volatile ("std" ::: "memory");
  ret = raise (sig);
  __asm__ volatile ("cld" ::: "memory");
  return ret;
}
# define raise(sig) rt_raise_with_df (sig)
#endif

#endif
