/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A timer handler whose only copy is libc memcpy, entered while glibc's
   memmove has DF set: -mcld cannot protect it, the plugin does.
   glibc-memmove-df-libc-memmove.c defines MT_COPY as memmove.  */
#include "memmove-timer.h"

#ifndef MT_COPY
# define MT_COPY memcpy
#endif

#define N 8192
static struct {
  unsigned char pad0[MT_PAD];
  unsigned char dst[N];
  unsigned char pad1[MT_PAD];
  unsigned char src[N];
} m;
size_t copy_len = N;		/* not a constant: memcpy stays a libc call */

static void
mt_init (void)
{
  size_t i;

  for (i = 0; i < N; i++)
    m.src[i] = (unsigned char) (i * 7 + 1);
}

static void
mt_snapshot (void)
{
  MT_COPY (m.dst, m.src, copy_len);
}

static int
mt_bad (void)
{
  int bad;

  bad = memcmp (m.dst, m.src, N) != 0;
  memset (m.dst, 0, N);
  return bad;
}
