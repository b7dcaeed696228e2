/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the programs of cld.guard: plain C, no plugin, no marks --
   what a binary nobody rebuilt looks like.  A handler saves a state
   with a struct copy GCC expands as rep movs (guard.exp builds with
   -mstringop-strategy=rep_4byte), which runs backwards and corrupts
   memory when the handler is entered with DF set.  */
#ifndef GUARD_TEST_H
#define GUARD_TEST_H

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct gt_state { long w[256]; };
static struct gt_state gt_live, gt_saved;
static volatile sig_atomic_t gt_entries;

static inline void
gt_fill (void)
{
	size_t i;

	for (i = 0; i < sizeof gt_live.w / sizeof gt_live.w[0]; i++)
		gt_live.w[i] = (long) (i * 7 + 3);
}

/* The handler's work: save the state (rep movs).  The old copy is
   spoilt first, one volatile store at a time (no string instruction), so
   that a backward copy cannot leave it looking intact.  */
static inline void
gt_save (void)
{
	volatile long *w = gt_saved.w;
	size_t i;

	for (i = 0; i < sizeof gt_saved.w / sizeof gt_saved.w[0]; i++)
		w[i] = ~gt_live.w[i];
	gt_saved = gt_live;
	gt_entries++;
}

/* Send SIG to this process by a raw system call with DF set, as code in
   the middle of a backward copy would be interrupted: the old kernel,
   dfleak --leak=inherit and qemu-user enter the handler with DF set.  */
static inline void
gt_kill_with_df_set (int sig)
{
	long pid = getpid ();
#if defined __x86_64__
	long ret;

	__asm__ volatile ("std\n\tsyscall\n\tcld"
			  : "=a" (ret)
			  : "0" (62L /* SYS_kill */), "D" (pid), "S" ((long) sig)
			  : "rcx", "r11", "memory", "cc");
#else
	long ret;

	__asm__ volatile ("std\n\tint $0x80\n\tcld"
			  : "=a" (ret)
			  : "0" (37L /* SYS_kill */), "b" (pid), "c" ((long) sig)
			  : "memory", "cc");
#endif
	(void) ret;
}

/* 0 if the saved state is intact and the handler ran, else 1.  */
static inline int
gt_report (const char *what)
{
	if (gt_entries == 0) {
		printf ("%s: handler did not run\n", what);
		return 1;
	}
	if (memcmp (&gt_saved, &gt_live, sizeof gt_live)) {
		printf ("%s: corrupted\n", what);
		return 1;
	}
	printf ("%s: clean\n", what);
	return 0;
}

#endif
