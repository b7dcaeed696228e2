/* SPDX-License-Identifier: GPL-3.0-or-later */
/* compact -- an ordinary program with no asm of its own: its main loop
 * compacts a buffer with an overlapping memmove, and a SIGALRM handler
 * takes a snapshot (a struct copy and an 8 KiB memcpy of a log).
 *
 * Why: glibc's memmove itself executes `std' when the destination lies
 * above the source -- __memmove_erms (x86-64, under
 * GLIBC_TUNABLES=glibc.cpu.hwcaps=Prefer_ERMS) and __memmove_ia32 (i386,
 * on CPUs without SSSE3) copy backwards with `std; rep movs; cld'.  A timer
 * signal that lands in that window is entered with DF=1 wherever signal
 * delivery does not clear DF (qemu-user up to at least 10.0), and the
 * handler's copies run backwards -- unless the handler starts with a cld.
 *
 * Built with -DOWN_STD the compaction is the program's own backward copy,
 * `std; rep movsb; cld' in asm, as hand-written copy routines and JITs do
 * it: for a leaker that replaces glibc's memmove with code of its own
 * (valgrind's memcheck), whose memmove sets no DF.
 *
 * Exit status: 0 when every snapshot was intact, 1 when one was corrupted,
 * 2 when the timer could not be set up.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>

#define LOG_SIZE 8192		/* a memcpy that uses rep movs under the tunables */
#define BUF_SIZE 65536		/* most of the loop's time is the backward copy */
#define RUNS 200		/* handler runs to watch */
#define PAD 16384		/* a backward copy lands here, not out of bounds */

struct state {
	long regs[128];
};

/* One object, so that the copies that DF=1 sends backwards hit padding on
   every compiler and never an unmapped page: the outcome is "corrupted",
   not a crash that depends on the layout.  */
static struct {
	unsigned char pad0[PAD];
	unsigned char log_dst[LOG_SIZE];
	unsigned char pad1[PAD];
	unsigned char log_src[LOG_SIZE];
	unsigned char pad2[PAD];
	struct state saved;
	unsigned char pad3[PAD];
	struct state live;
	unsigned char pad4[PAD];
	unsigned char buf[BUF_SIZE + 1];
} m;

size_t log_len = LOG_SIZE;	/* not a constant: memcpy stays a libc call */
static volatile sig_atomic_t runs;

/* Not marked: the plugin finds it, its address goes into sa_handler.
   The two copies alternate in order, so each is sometimes the first
   thing the handler does: -mcld puts its cld before the inline struct
   copy only, and i386 glibc's memcpy clears DF itself.  */
static void
on_alarm (int sig)
{
	(void) sig;
	if (runs & 1) {
		memcpy (m.log_dst, m.log_src, log_len);	/* libc memcpy */
		m.saved = m.live;			/* inline struct copy */
	} else {
		m.saved = m.live;
		memcpy (m.log_dst, m.log_src, log_len);
	}
	runs++;
}

/* Drop the first byte of the buffer: dst > src, overlapping, so the copy
   runs backwards.  */
static void
compact (void)
{
#ifdef OWN_STD
	unsigned char *d = m.buf + BUF_SIZE, *s = m.buf + BUF_SIZE - 1;
	size_t n = BUF_SIZE;

	__asm__ volatile ("std\n\trep movsb\n\tcld"
			  : "+D" (d), "+S" (s), "+c" (n) : : "memory");
#else
	memmove (m.buf + 1, m.buf, BUF_SIZE);
#endif
}

/* Check the last snapshot and clear it, with SIGALRM blocked.  */
static int
snapshot_bad (void)
{
	int bad = memcmp (m.log_dst, m.log_src, LOG_SIZE) != 0
		  || memcmp (&m.saved, &m.live, sizeof m.live) != 0;

	memset (m.log_dst, 0, LOG_SIZE);
	memset (&m.saved, 0, sizeof m.saved);
	return bad;
}

int
main (void)
{
	struct sigaction sa;
	struct itimerval it = { { 0, 1000 }, { 0, 1000 } };
	sigset_t alrm, old;
	int i, seen = 0, bad = 0;

	for (i = 0; i < LOG_SIZE; i++)
		m.log_src[i] = (unsigned char) (i * 7 + 1);
	for (i = 0; i < 128; i++)
		m.live.regs[i] = 0x1000 + i;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = on_alarm;
	sigemptyset (&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	sigemptyset (&alrm);
	sigaddset (&alrm, SIGALRM);
	if (sigaction (SIGALRM, &sa, NULL) != 0
	    || setitimer (ITIMER_REAL, &it, NULL) != 0) {
		perror ("compact: timer");
		return 2;
	}

	while (seen < RUNS) {
		compact ();
		if (runs == seen)
			continue;
		sigprocmask (SIG_BLOCK, &alrm, &old);
		seen = runs;
		bad += snapshot_bad ();
		sigprocmask (SIG_SETMASK, &old, NULL);
	}
	it.it_value.tv_usec = it.it_interval.tv_usec = 0;
	setitimer (ITIMER_REAL, &it, NULL);

	if (bad) {
		printf ("corrupted: %d snapshots of %d handler runs\n", bad, seen);
		return 1;
	}
	printf ("clean: %d handler runs\n", seen);
	return 0;
}
