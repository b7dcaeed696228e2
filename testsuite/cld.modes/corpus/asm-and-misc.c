/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Identity corpus: inline asm (which mode=mcld must leave alone), bitfields,
   varargs, computed goto, setjmp, nested functions, TLS, atomics.  */
#include <string.h>
#include <stdarg.h>
#include <setjmp.h>

void asm_rep (void *d, const void *s, unsigned long n)
{
	asm volatile ("rep movsb" : "+D" (d), "+S" (s), "+c" (n) : : "memory");
}

void asm_then_builtin (char *d, const char *s, unsigned long n)
{
	asm volatile ("" ::: "memory");
	memcpy (d, s, n);
}

struct bf { unsigned a : 3, b : 13; char pad[300]; };
void bf_copy (struct bf *d, const struct bf *s) { *d = *s; d->a = 1; }

int va (int n, ...)
{
	va_list ap, aq;
	int sum = 0;
	va_start (ap, n);
	va_copy (aq, ap);
	for (int i = 0; i < n; i++)
		sum += va_arg (ap, int);
	va_end (ap);
	va_end (aq);
	return sum;
}

struct big { char c[800]; };
int vstruct (int n, ...)
{
	va_list ap;
	struct big b;
	va_start (ap, n);
	b = va_arg (ap, struct big);
	va_end (ap);
	return b.c[n];
}

int computed (int k, char *d, const char *s)
{
	static void *tab[] = { &&a, &&b };
	goto *tab[k & 1];
a:
	memcpy (d, s, 444);
	return 1;
b:
	memset (d, 0, 555);
	return 2;
}

jmp_buf jb;
int sj (char *d, const char *s)
{
	if (setjmp (jb))
		return 1;
	memcpy (d, s, 2000);
	return 0;
}

int outer (char *d, const char *s)
{
	int inner (int n) { memcpy (d, s, n); return n; }
	return inner (100) + inner (2000);
}

__thread char tls_buf[1024];
void tls_copy (const char *s) { memcpy (tls_buf, s, sizeof tls_buf); }

int atomic_and_copy (int *p, char *d, const char *s)
{
	memcpy (d, s, 640);
	return __atomic_fetch_add (p, 1, __ATOMIC_SEQ_CST);
}

_Complex double cplx (_Complex double *v, int n)
{
	_Complex double a[64];
	memcpy (a, v, sizeof a);
	return a[n & 63];
}
