/* SPDX-License-Identifier: GPL-3.0-or-later */
/* strloop -- a hot loop of string-op-heavy code, for bench.sh: what each
 * mode costs where it puts a cld on a hot path.
 *
 * Copies and clears of a few hundred bytes that GCC expands inline (rep
 * movsb/stosb: bench.sh builds it with -minline-all-stringops
 * -mstringop-strategy=rep_byte, so that every mode has string
 * instructions to act on), in a function called ITER times:
 * mode=handlers leaves it alone, -mcld, mode=mcld and strict put a cld
 * before the string instructions, mode=all one at its entry.
 *
 *   strloop [ITER]    prints "ns/iter <number>"
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct rec { char b[256]; };

static struct rec table[64];

__attribute__ ((noipa)) static void
step (struct rec *dst, const struct rec *src, int k)
{
	size_t n = 192 + (k & 63);	/* not a constant: no SSE unrolling */

	memcpy (dst, src, n);
	memset (dst->b + 8, k, n - 56);
}

int
main (int argc, char **argv)
{
	long iter = argc > 1 ? atol (argv[1]) : 20000000;
	struct rec out;
	struct timespec t0, t1;
	unsigned sum = 0;

	for (int i = 0; i < 64; i++)
		memset (&table[i], i, sizeof table[i]);
	clock_gettime (CLOCK_MONOTONIC, &t0);
	for (long i = 0; i < iter; i++) {
		step (&out, &table[i & 63], (int) i);
		sum += (unsigned char) out.b[i & 255];
	}
	clock_gettime (CLOCK_MONOTONIC, &t1);
	printf ("ns/iter %.2f (sum %u)\n", ((t1.tv_sec - t0.tv_sec) * 1e9
					    + (t1.tv_nsec - t0.tv_nsec)) / iter, sum);
	return 0;
}
