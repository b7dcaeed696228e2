/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Identity corpus: structure copies of many sizes and shapes.  Sizes
   straddle the move-by-pieces limits so every -mstringop-strategy and -O
   level picks a different expansion (pieces, rep movs, loops, libcall).  */
struct s7 { char c[7]; };
struct s64 { long l[8]; };
struct s129 { char c[129]; };
struct s256 { int i[64]; };
struct s1000 { char c[1000]; };
struct s4096 { long l[512]; };
struct s70000 { char c[70000]; };
struct __attribute__((packed)) sp { char c; long l[40]; short s; };
struct mixed { int a; double d[20]; char tail[3]; };

void copy7 (struct s7 *d, const struct s7 *s) { *d = *s; }
void copy64 (struct s64 *d, const struct s64 *s) { *d = *s; }
void copy129 (struct s129 *d, const struct s129 *s) { *d = *s; }
void copy256 (struct s256 *d, const struct s256 *s) { *d = *s; }
void copy1000 (struct s1000 *d, const struct s1000 *s) { *d = *s; }
void copy4096 (struct s4096 *d, const struct s4096 *s) { *d = *s; }
void copy70000 (struct s70000 *d, const struct s70000 *s) { *d = *s; }
void copypacked (struct sp *d, const struct sp *s) { *d = *s; }
void copymixed (struct mixed *d, const struct mixed *s) { *d = *s; }

struct s1000 ret1000 (const struct s1000 *s) { return *s; }
struct s256 ret256 (struct s256 v) { v.i[3]++; return v; }

extern void take1000 (struct s1000);
extern void take256 (struct s256);
void pass1000 (const struct s1000 *s) { take1000 (*s); }
void pass256 (struct s256 *s) { take256 (*s); take256 (*s); }

void array_copy (struct s129 *d, const struct s129 *s, int n)
{
	for (int i = 0; i < n; i++)
		d[i] = s[i];
}

void zero1000 (struct s1000 *d) { *d = (struct s1000) { 0 }; }
void zero256 (struct s256 *d) { static const struct s256 z; *d = z; }

struct s1000 global1000, other1000;
void copy_globals (void) { global1000 = other1000; }

void copy_volatile (volatile struct s256 *d, struct s256 *s)
{
	*(struct s256 *) d = *s;
}

void swap1000 (struct s1000 *a, struct s1000 *b)
{
	struct s1000 t = *a;
	*a = *b;
	*b = t;
}

void init_local (struct s4096 *out, int k)
{
	struct s4096 t = { { 1, 2, 3 } };
	t.l[k & 511] = k;
	*out = t;
}
