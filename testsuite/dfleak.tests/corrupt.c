/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: what DF=1 does to libc inside a handler.
   memcpy/memmove/memset of N bytes (argv[1], default 4096) and a
   sigaction() call, each in its own handler invocation.
   Prints "memcpy=ok|corrupt memmove=... memset=... sigaction=...".

   Measured with glibc 2.36 (Debian 12) on an ERMS/FSRM CPU: x86-64
   memcpy/memmove use `rep movsb' for 2112 < N < 1 MiB, memset `rep stosb'
   for N > 2048, and copy backwards then; the i386 memcpy/memmove/memset
   do not use rep at all, but i386 sigaction() copies the struct with an
   inlined `rep movsl' and loses the new handler.  glibc 2.40+ picks other
   thresholds (on AMD: no rep at all below hundreds of MiB): selftest.sh
   pins 2.36's with GLIBC_TUNABLES.  */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXN (256 * 1024)
/* Room on both sides: a backward copy writes below dst and reads below
   src instead of corrupting something that crashes the test.  */
static unsigned char arena[4 * MAXN];
static unsigned char *const src = arena + MAXN;
static unsigned char *const dst = arena + 3 * MAXN;
static size_t n = 4096;
static volatile int what;
static void *(*volatile p_memcpy) (void *, const void *, size_t) = memcpy;
static void *(*volatile p_memmove) (void *, const void *, size_t) = memmove;
static void *(*volatile p_memset) (void *, int, size_t) = memset;
/* Built in main: a memset of a local struct in the handler would itself
   be inlined as `rep stos' and go backwards.  */
static struct sigaction ign;

static void
handler (int sig)
{
  (void) sig;
  switch (what)
    {
    case 0: p_memcpy (dst, src, n); break;
    case 1: p_memmove (dst, src, n); break;
    case 2: p_memset (dst, 0x5a, n); break;
    case 3: sigaction (SIGUSR2, &ign, NULL); break;
    }
}

static int
check (int kind)
{
  size_t i;
  if (kind == 2)
    {
      for (i = 0; i < n; i++)
	if (dst[i] != 0x5a)
	  return 0;
    }
  else if (memcmp (dst, src, n))
    return 0;
  for (i = 2 * MAXN; i < 3 * MAXN; i++)	/* Below dst: untouched?  */
    if (arena[i])
      return 0;
  return 1;
}

int
main (int argc, char **argv)
{
  static const char *const names[] = { "memcpy", "memmove", "memset" };
  struct sigaction old;
  size_t i;
  int k;

  if (argc > 1)
    n = strtoul (argv[1], NULL, 0);
  if (n > MAXN)
    n = MAXN;
  ign.sa_handler = SIG_IGN;
  signal (SIGUSR1, handler);
  for (k = 0; k < 3; k++)
    {
      memset (arena, 0, sizeof arena);
      for (i = 0; i < n; i++)
	src[i] = (unsigned char) (i * 7 + 1);
      what = k;
      raise (SIGUSR1);
      printf ("%s%s=%s", k ? " " : "", names[k], check (k) ? "ok" : "corrupt");
    }
  what = 3;
  raise (SIGUSR1);
  sigaction (SIGUSR2, NULL, &old);
  printf (" sigaction=%s\n", old.sa_handler == SIG_IGN ? "ok" : "corrupt");
  return 0;
}
