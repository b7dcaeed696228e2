/* SPDX-License-Identifier: GPL-3.0-or-later */
/* bench.sh's program: N deliveries of SIGUSR1 to a handler that does
   nothing, by raise(); prints the nanoseconds per delivery.  */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static volatile sig_atomic_t bench_count;

static void
bench_handler (int sig)
{
	bench_count++;
}

int
main (int argc, char **argv)
{
	long n = argc > 1 ? atol (argv[1]) : 100000, i;
	struct timespec a, b;

	signal (SIGUSR1, bench_handler);
	clock_gettime (CLOCK_MONOTONIC, &a);
	for (i = 0; i < n; i++)
		raise (SIGUSR1);
	clock_gettime (CLOCK_MONOTONIC, &b);
	if (bench_count != n)
		return 1;
	printf ("%.1f\n", ((b.tv_sec - a.tv_sec) * 1e9
			   + (b.tv_nsec - a.tv_nsec)) / n);
	return 0;
}
