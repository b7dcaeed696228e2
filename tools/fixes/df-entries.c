/* SPDX-License-Identifier: GPL-3.0-or-later */
/* df-entries -- how many signal handler entries see DF=1?
 *
 * The main loop spends nearly all its time between a `std' and a `cld';
 * a 1 ms SIGALRM interrupts it.  Linux clears DF on handler entry, so
 * natively the count is 0; a signal delivery that does not (qemu-user,
 * valgrind and User-Mode Linux without the patches of tools/fixes)
 * passes DF=1 to nearly every entry.
 *
 * usage: df-entries [N]  (default 300 entries); prints "K/N", exits 0.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

static volatile sig_atomic_t dfe_runs, dfe_df_set;

static void
dfe_on_alarm (int sig)
{
	unsigned long flags;

	(void) sig;
	__asm__ volatile ("pushf\n\tpop %0" : "=r" (flags));
	if (flags & 0x400)
		dfe_df_set++;
	dfe_runs++;
}

int
main (int argc, char **argv)
{
	struct itimerval it = { { 0, 1000 }, { 0, 1000 } };
	struct sigaction sa;
	int n = argc > 1 ? atoi (argv[1]) : 300;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = dfe_on_alarm;
	sigemptyset (&sa.sa_mask);
	if (n <= 0 || sigaction (SIGALRM, &sa, NULL) != 0
	    || setitimer (ITIMER_REAL, &it, NULL) != 0) {
		fprintf (stderr, "df-entries: cannot set up the timer\n");
		return 2;
	}
	while (dfe_runs < n)
		__asm__ volatile ("std\n\t"
				  "mov $100000, %%ecx\n"
				  "1:\tdec %%ecx\n\t"
				  "jnz 1b\n\t"
				  "cld" ::: "ecx", "cc", "memory");
	printf ("%d/%d\n", (int) dfe_df_set, (int) dfe_runs);
	return 0;
}
