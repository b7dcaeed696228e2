/* SPDX-License-Identifier: GPL-3.0-or-later */
/* identity-handlers: h1 h2 */
/* Identity corpus with signal handlers between ordinary functions.  The
   handlers differ (mode=mcld gives them the entry cld and drops -mcld's
   redundant ones; plain -mcld ignores the attribute); every other
   function, before and after them, and everything else in the file
   (labels, constants, data) must come out identical.  */
#include <string.h>
#include <signal.h>

struct big { char c[3000]; };
struct big g1, g2;
extern void use (void *);

void before (char *d, unsigned long n) { if (n) memset (d, 0, n); }

void h1 (int) __attribute__ ((signal_handler));
void h1 (int s)
{
	if (s)
		g1 = g2;
	else
		memset (&g1, s, sizeof g1);
}

void mid (struct big *d, const struct big *s, int k)
{
	for (int i = 0; i < k; i++)
		d[i] = s[i];
}

void h2 (int, siginfo_t *, void *) __attribute__ ((signal_handler));
void h2 (int s, siginfo_t *i, void *c)
{
	__asm__ volatile ("" ::: "memory");
	switch (s) {
	case 1: g2 = g1; break;
	case 2: use (i); break;
	case 3: use (c); break;
	default: memcpy (&g1, &g2, 77);
	}
}

unsigned long after (const char *s, int k)
{
	switch (k) {
	case 1: return strlen (s);
	case 2: memset (&g1, k, 999); break;
	case 3: g2 = g1; break;
	}
	return 0;
}
