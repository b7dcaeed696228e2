/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The leak as it happens under qemu-user: the program itself never sets
   DF; glibc's memmove does, for a backward copy (`std; rep movsb; cld'
   on x86-64 under GLIBC_TUNABLES=glibc.cpu.hwcaps=Prefer_ERMS, `std; rep
   movsl; cld' on i386 CPUs without SSSE3, e.g. qemu-i386 -cpu pentium3),
   and a timer signal lands in the middle.  The handler saves a state
   with rep movs and checks it at once.  Exit 0: 400 entries clean, 1: one
   was corrupted, or entered with DF set (or a crash).  A plain run that
   stays clean never caught memmove with DF set: guard.exp calls that
   UNRESOLVED, not PASS.  */
#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/time.h>
#include "guard-test.h"

#define GT_BUF (1 << 18)

static char buf[GT_BUF + 4096];
static volatile sig_atomic_t corrupted, df_seen;

static void
on_alarm (int sig)
{
	unsigned long flags;
	size_t i;

	__asm__ volatile ("pushf\n\tpop %0" : "=r" (flags));
	if (flags & 0x400)
		df_seen++;
	gt_save ();
	for (i = 0; i < sizeof gt_live.w / sizeof gt_live.w[0]; i++)
		if (((volatile long *) gt_saved.w)[i] != gt_live.w[i]) {
			corrupted = 1;
			break;
		}
}

int
main (void)
{
	struct itimerval it = { { 0, 500 }, { 0, 500 } };
	struct sigaction sa;

	gt_fill ();
	memset (&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;
	sigaction (SIGALRM, &sa, NULL);
	setitimer (ITIMER_REAL, &it, NULL);
	while (gt_entries < 400 && !corrupted)
		memmove (buf + 1 + (gt_entries & 7), buf, GT_BUF);
	it.it_value.tv_usec = it.it_interval.tv_usec = 0;
	setitimer (ITIMER_REAL, &it, NULL);
	if (corrupted) {
		printf ("timer during memmove: corrupted\n");
		return 1;
	}
	if (df_seen) {
		printf ("timer during memmove: %d of %d entries with DF set\n",
			(int) df_seen, (int) gt_entries);
		return 1;
	}
	printf ("timer during memmove: clean, %d entries\n",
		(int) gt_entries);
	return 0;
}
