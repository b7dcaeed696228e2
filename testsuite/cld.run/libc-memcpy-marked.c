/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler whose only copy is a call to libc memcpy: what -mcld cannot
   protect.  Marked with the attribute.  */
#include "runtime.h"

#define N 8192
static unsigned char src[N], dst[N];
size_t copy_len = N;		/* not a constant: memcpy stays a libc call */

__attribute__((signal_handler)) static void
on_usr1 (int sig)
{
  memcpy (dst, src, copy_len);
}

int
main (void)
{
  rt_fill (src, N, 5);
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("libc memcpy", dst, src, N);
}
