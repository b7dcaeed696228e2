/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the cld.qemu programs whose DF comes from glibc, not from
   them: the main loop compacts a buffer with an overlapping memmove (dst
   above src), which glibc's __memmove_erms (x86-64, Prefer_ERMS) and
   __memmove_ia32 (i386 without SSSE3) run as std; rep movs; cld.  A 1 ms
   SIGALRM lands in that window and the handler takes a snapshot.  Each
   program defines mt_init (fill the data), mt_snapshot (the handler's
   copy) and mt_bad (is the last snapshot wrong? clear it).  Exit 0 when
   all MT_RUNS snapshots were intact, 1 when one was corrupted, 2 when
   the timer failed.

   Built with -DMT_OWN_STD the main loop sets DF itself instead: a
   std ... cld window that only spins, as a hand-written backward copy
   would, for a leaker that replaces glibc's memmove with code of its own
   (valgrind's memcheck).  */
#ifndef CLD_MEMMOVE_TIMER_H
#define CLD_MEMMOVE_TIMER_H

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>

#define MT_RUNS 100
#define MT_BUF 65536
#define MT_PAD 16384	/* a backward copy lands in padding, not unmapped */
#define MT_SPIN 20000	/* iterations of the -DMT_OWN_STD window */

static void mt_init (void);
static void mt_snapshot (void);
static int mt_bad (void);

#ifndef MT_OWN_STD
static unsigned char mt_buf[MT_BUF + 1];
#endif
static volatile sig_atomic_t mt_runs;

static void
on_alarm (int sig)
{
  mt_snapshot ();
  mt_runs++;
}

int
main (void)
{
  struct sigaction sa;
  struct itimerval it = { { 0, 1000 }, { 0, 1000 } };
  sigset_t alrm, old;
  int seen = 0, bad = 0;

  mt_init ();
  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_alarm;
  sa.sa_flags = SA_RESTART;
  sigemptyset (&sa.sa_mask);
  sigemptyset (&alrm);
  sigaddset (&alrm, SIGALRM);
  if (sigaction (SIGALRM, &sa, NULL) != 0
      || setitimer (ITIMER_REAL, &it, NULL) != 0)
    return 2;
  while (seen < MT_RUNS)
    {
#ifdef MT_OWN_STD
      __asm__ volatile ("std\n\t"
			"mov %0, %%ecx\n"
			"1:\tdec %%ecx\n\t"
			"jnz 1b\n\t"
			"cld"
			: : "i" (MT_SPIN) : "ecx", "cc", "memory");
#else
      memmove (mt_buf + 1, mt_buf, MT_BUF);
#endif
      if (mt_runs == seen)
	continue;
      sigprocmask (SIG_BLOCK, &alrm, &old);
      seen = mt_runs;
      bad += mt_bad ();
      sigprocmask (SIG_SETMASK, &old, NULL);
    }
  it.it_value.tv_usec = it.it_interval.tv_usec = 0;
  setitimer (ITIMER_REAL, &it, NULL);
  printf ("%d of %d snapshots corrupted\n", bad, seen);
  return bad != 0;
}

#endif
