/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sigcopy -- a signal handler that copies memory, as real handlers do
 * (saving state, filling a log buffer).
 *
 * It relies on the ABI promise that DF is clear on entry: both the libc
 * memcpy it calls and the struct copy GCC expands inline copy backwards
 * when DF is set.  Run it under a kernel or dispatcher that leaks DF into
 * handlers (tools/dfleak --leak=set replays pre-2.6.25 Linux) and the copy
 * goes wrong -- unless the handler starts with a cld.
 *
 * Exit status: 0 when both copies are intact, 1 when memory was corrupted.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#define LOG_SIZE 8192		/* large enough for glibc's rep movsb path */

struct state {
	long regs[128];
};

static unsigned char log_src[LOG_SIZE], log_dst[LOG_SIZE];
size_t log_len = LOG_SIZE;	/* not a constant: memcpy stays a libc call */
static struct state live, saved;

/* Not marked: the plugin finds it on its own, because its address is
   stored into sa_handler below (detect=auto, the default).  */
static void
on_usr1 (int sig)
{
	(void) sig;
	memcpy (log_dst, log_src, log_len);		/* libc memcpy */
	saved = live;					/* inline struct copy */
}

static size_t
count_bad (const unsigned char *a, const unsigned char *b, size_t n)
{
	size_t i, bad = 0;

	for (i = 0; i < n; i++)
		bad += a[i] != b[i];
	return bad;
}

int
main (void)
{
	struct sigaction sa;
	size_t bad_log, bad_state;
	int i;

	for (i = 0; i < LOG_SIZE; i++)
		log_src[i] = (unsigned char) (i * 7 + 1);
	for (i = 0; i < 128; i++)
		live.regs[i] = 0x1000 + i;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = on_usr1;
	sigemptyset (&sa.sa_mask);
	if (sigaction (SIGUSR1, &sa, NULL) != 0) {
		perror ("sigaction");
		return 2;
	}
	raise (SIGUSR1);

	bad_log = count_bad (log_dst, log_src, sizeof log_dst);
	bad_state = count_bad ((unsigned char *) &saved,
			       (unsigned char *) &live, sizeof live);
	if (bad_log || bad_state) {
		printf ("corrupted: %zu of %d log bytes, %zu of %zu state bytes\n",
			bad_log, LOG_SIZE, bad_state, sizeof live);
		return 1;
	}
	printf ("clean\n");
	return 0;
}
