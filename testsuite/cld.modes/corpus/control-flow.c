/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Identity corpus: string ops on some paths only -- loops, early returns,
   shrink-wrapped paths, switches, calls around them -- where the
   mode-switching pass decides where the cld goes.  */
#include <string.h>
#include <stddef.h>

struct blk { char c[512]; };
extern void use (void *);
extern int cond (void);

int early_return (struct blk *d, const struct blk *s, int k)
{
	if (k < 0)
		return -1;
	*d = *s;
	return 0;
}

int late_return (char *d, const char *s, size_t n)
{
	if (!d || !s)
		return 0;
	if (n > 100000)
		return -1;
	memcpy (d, s, n);
	return 1;
}

void two_paths (char *p, size_t n, int which)
{
	if (which)
		memset (p, 0, n);
	else
		memcpy (p, p + n, n);
}

void in_loop (char **dst, char **srcs, size_t *lens, int n)
{
	for (int i = 0; i < n; i++)
		memcpy (dst[i], srcs[i], lens[i]);
}

void loop_with_call (struct blk *d, const struct blk *s, int n)
{
	for (int i = 0; i < n; i++) {
		d[i] = s[i];
		use (&d[i]);
	}
}

void nested (char (*m)[256], int rows)
{
	for (int i = 0; i < rows; i++)
		for (int j = 0; j < 4; j++)
			memset (m[i] + 64 * j, i + j, 64);
}

int sw (char *d, const char *s, int k)
{
	switch (k) {
	case 0: memcpy (d, s, 300); break;
	case 1: memset (d, 1, 700); break;
	case 2: return (int) strlen (s);
	case 3: memmove (d, s, 1500); /* fall through */
	case 4: use (d); break;
	default: return memcmp (d, s, 100);
	}
	return 0;
}

/* Shrink-wrapping: the prologue only on the path that needs a frame.  */
int shrink (struct blk *d, const struct blk *s, int fast)
{
	if (__builtin_expect (fast, 1))
		return 0;
	struct blk t = *s;
	use (&t);
	*d = t;
	return 1;
}

void cold_path (char *p, size_t n)
{
	if (__builtin_expect (n > 4096, 0)) {
		memset (p, 0, n);
		use (p);
	}
}

static inline void helper (char *d, const char *s) { memcpy (d, s, 2048); }
void inlined_twice (char *a, char *b, const char *s) { helper (a, s); use (a); helper (b, s); }

int recursive (char *d, const char *s, int depth)
{
	char local[600];
	if (depth <= 0)
		return 0;
	memcpy (local, s, sizeof local);
	use (local);
	memcpy (d, local, sizeof local);
	return recursive (d + 1, s, depth - 1) + 1;
}

void vla (int n, const char *s)
{
	char v[n];
	memcpy (v, s, n);
	use (v);
}

void with_alloca (size_t n, const char *s)
{
	char *a = __builtin_alloca (n);
	memcpy (a, s, n);
	use (a);
}

int tail (char *d, const char *s, size_t n)
{
	memset (d, 0, 999);
	return late_return (d, s, n);
}

void goto_loop (char *d, const char *s, int n)
{
again:
	if (n-- <= 0)
		return;
	memcpy (d, s, 123);
	if (cond ())
		goto again;
	memset (d, 0, 333);
}

size_t while_strlen (const char **v)
{
	size_t total = 0;
	while (*v)
		total += strlen (*v++);
	return total;
}
