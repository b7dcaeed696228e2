/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak self-test: nested handlers, and DF set by the program itself
   when a signal arrives (--leak=inherit).
   The SIGUSR1 handler sets DF and sends itself SIGUSR2 with a raw tgkill
   system call (no libc in between: the signal is delivered on the way
   out of the syscall, with DF=1 in the user registers), then clears DF.
   "nested" prints "outer=DF inner=DF".
   "nested std" does the same std;tgkill;cld from main for SIGUSR1 and
   prints "std=DF" (the DF SIGUSR1's handler was entered with).  */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#include "dfleak-test.h"

static volatile int outer = -1, inner = -1, in_main_std = -1;
static int mode_std;

/* tgkill(getpid(), gettid(), sig) with DF=1 across the system call.  */
static void
tgkill_with_df (int sig)
{
  long pid = getpid (), tid = syscall (SYS_gettid);
#ifdef __x86_64__
  long ret;
  register long r10 __asm__ ("r10");
  (void) r10;
  __asm__ volatile ("std; syscall; cld"
		    : "=a" (ret)
		    : "0" ((long) SYS_tgkill), "D" (pid), "S" (tid),
		      "d" ((long) sig)
		    : "rcx", "r11", "memory", "cc");
#else
  long ret;
  /* ebx is the PIC register: swap it by hand.  */
  __asm__ volatile ("xchg %%edi, %%ebx; std; int $0x80; cld;"
		    " xchg %%edi, %%ebx"
		    : "=a" (ret)
		    : "0" ((long) SYS_tgkill), "D" (pid), "c" (tid),
		      "d" ((long) sig)
		    : "memory", "cc");
#endif
  (void) ret;
}

static void
h2 (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  inner = d;
}

static void
h1 (int sig)
{
  int d;
  DFL_READ_DF (d);
  (void) sig;
  if (mode_std)
    {
      in_main_std = d;
      return;
    }
  outer = d;
  tgkill_with_df (SIGUSR2);
}

int
main (int argc, char **argv)
{
  signal (SIGUSR1, h1);
  signal (SIGUSR2, h2);
  if (argc > 1 && strcmp (argv[1], "std") == 0)
    {
      mode_std = 1;
      tgkill_with_df (SIGUSR1);
      printf ("std=%d\n", in_main_std);
      return 0;
    }
  raise (SIGUSR1);
  printf ("outer=%d inner=%d\n", outer, inner);
  return 0;
}
