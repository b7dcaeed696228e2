/* SPDX-License-Identifier: GPL-3.0-or-later */
/* sigloop -- the cost of one signal delivery and handler, for bench.sh.
 *
 * raise()s SIGUSR1 to itself ITER times; the handler does what a small
 * real one does (bumps a counter).  Built plain and with the plugin, the
 * only difference is the one cld at the handler's entry, so the ratio of
 * the two is the run-time price of the protection.
 *
 *   sigloop [ITER]    prints "ns/iter <number>"
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile sig_atomic_t hits;

static void
on_usr1 (int sig)
{
	(void) sig;
	hits++;
}

int
main (int argc, char **argv)
{
	long iter = argc > 1 ? atol (argv[1]) : 200000;
	struct sigaction sa = { 0 };
	struct timespec t0, t1;

	sa.sa_handler = on_usr1;
	sigemptyset (&sa.sa_mask);
	if (sigaction (SIGUSR1, &sa, NULL) != 0)
		return 2;
	clock_gettime (CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < iter; i++)
		raise (SIGUSR1);
	clock_gettime (CLOCK_MONOTONIC, &t1);
	if (hits != iter)
		return 1;
	printf ("ns/iter %.1f\n", ((t1.tv_sec - t0.tv_sec) * 1e9
				   + (t1.tv_nsec - t0.tv_nsec)) / iter);
	return 0;
}
