/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cmp-cost.c -- what one extra cld costs in a hot comparator: qsort of
   N ints with a comparator that cld protects (CMP_CLD: the
   signal_handler attribute, so the plugin emits its entry cld exactly as
   for the comparators the auto level protects in REBUILD.md) or not.
   Run under valgrind --tool=callgrind (tools/rebuild/cmp-cost.sh) for
   instruction counts: no timing, the same inputs every run.  */

#include <stdio.h>
#include <stdlib.h>

#ifdef CMP_CLD
#define CC_MARK __attribute__ ((signal_handler))
#else
#define CC_MARK
#endif

static unsigned long cc_calls;

static int cc_compare (const void *a, const void *b) CC_MARK;

static int
cc_compare (const void *a, const void *b)
{
	int x = *(const int *) a, y = *(const int *) b;

	cc_calls++;
	return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
	long n = argc > 1 ? atol (argv[1]) : 100000;
	unsigned int s = 12345;
	int *v = malloc (n * sizeof *v);
	long i;

	if (!v)
		return 1;
	/* A fixed linear congruential sequence: the same work every run.  */
	for (i = 0; i < n; i++) {
		s = s * 1103515245u + 12345u;
		v[i] = (int) (s >> 1);
	}
	qsort (v, n, sizeof *v, cc_compare);
	printf ("%lu comparator calls\n", cc_calls);
	free (v);
	return 0;
}
