/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Identity corpus: memset/memcpy/memmove/strlen/memcmp/str* expansions,
   constant and variable sizes, aligned and not.  */
#include <string.h>
#include <stddef.h>

char buf[8192] __attribute__((aligned(64)));
char src[8192];

void set_const (char *p) { memset (p, 0, 4000); }
void set_const_small (char *p) { memset (p, 0x5a, 37); }
void set_var (char *p, size_t n) { memset (p, 0, n); }
void set_var_byte (char *p, int c, size_t n) { memset (p, c, n); }
void set_aligned (void) { memset (buf, 0, sizeof buf); }
void set_aligned_c (int c) { memset (buf + 3, c, 1021); }

void cpy_const (char *d, const char *s) { memcpy (d, s, 3000); }
void cpy_small (char *d, const char *s) { memcpy (d, s, 13); }
void cpy_var (char *d, const char *s, size_t n) { memcpy (d, s, n); }
void cpy_aligned (void) { memcpy (buf, src, 4096); }
void *cpy_ret (void *d, const void *s, size_t n) { return memcpy (d, s, n); }
void cpy_assume (char *d, const char *s, size_t n)
{
	d = __builtin_assume_aligned (d, 16);
	s = __builtin_assume_aligned (s, 16);
	memcpy (d, s, n & ~(size_t) 15);
}

void move_const (char *d) { memmove (d + 1, d, 999); }
void move_var (char *d, size_t n) { memmove (d, d + 7, n); }

size_t len (const char *s) { return strlen (s); }
size_t len_aligned (void) { return strlen (buf); }
size_t len_twice (const char *a, const char *b) { return strlen (a) + strlen (b); }

int cmp_const (const void *a, const void *b) { return memcmp (a, b, 64); }
int cmp_var (const void *a, const void *b, size_t n) { return memcmp (a, b, n); }
int cmp_eq (const void *a, const void *b) { return memcmp (a, b, 300) == 0; }
int str_cmp (const char *a, const char *b) { return strcmp (a, b); }
int str_ncmp (const char *a, const char *b) { return strncmp (a, b, 17); }
int str_cmp_lit (const char *a) { return strcmp (a, "hello, world"); }
int bcmp_eq (const void *a, const void *b, size_t n) { return __builtin_bcmp (a, b, n) == 0; }

char *cpy_str (char *d, const char *s) { return strcpy (d, s); }
char *cat_str (char *d, const char *s) { return strcat (d, s); }
char *stp (char *d, const char *s) { return stpcpy (d, s); }
void *chr (const void *p, int c, size_t n) { return memchr (p, c, n); }
char *strchr_lit (const char *s) { return strchr (s, '/'); }
void *mempcpy_ (void *d, const void *s, size_t n) { return __builtin_mempcpy (d, s, n); }

void set_ints (int *p, int n) { for (int i = 0; i < n; i++) p[i] = 0; }
void cpy_loop (long *d, const long *s, int n) { for (int i = 0; i < n; i++) d[i] = s[i]; }
void fill_loop (char *d, int n) { while (n--) *d++ = 7; }
