/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Does this machine's libc memcpy copy backwards with DF set?  It depends
   on glibc and the CPU (glibc picks a rep movsb variant for large copies
   on CPUs with ERMS).  Prints "sensitive" or "insensitive".  With the
   argument "memmove": the same question for memmove (not overlapping).  */
#include "runtime.h"
#include <sys/wait.h>
#include <unistd.h>

#define N 8192
static unsigned char src[N], dst[N];
size_t copy_len = N;

int
main (int argc, char **argv)
{
  void *(*volatile copy) (void *, const void *, size_t) = memcpy;
  pid_t pid;

  if (argc > 1 && strcmp (argv[1], "memmove") == 0)
    copy = memmove;
  rt_fill (src, N, 5);
  fflush (stdout);
  /* Crash-safe: try it in a child.  */
  if ((pid = fork ()) == 0)
    {
      __asm__ volatile ("std" ::: "memory");
      copy (dst, src, copy_len);
      __asm__ volatile ("cld" ::: "memory");
      _exit (memcmp (dst, src, N) != 0);
    }
  int st;
  waitpid (pid, &st, 0);
  puts (WIFEXITED (st) && WEXITSTATUS (st) == 0 ? "insensitive" : "sensitive");
  return 0;
}
