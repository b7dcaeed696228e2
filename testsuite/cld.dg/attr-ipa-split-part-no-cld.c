/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler that IPA split cuts in two (a cheap test that returns, a
   costly tail moved into on_signal.part.0) keeps its one cld in the
   original, which is what is registered: the .part is only ever called
   directly, from the original or from callers into which the cheap test
   was inlined, with DF clear as the ABI promises.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fcf-protection=none" } */

extern char area[4096];
extern void record (int);
extern int ready;

__attribute__((signal_handler)) void
on_signal (int sig)
{
	if (__builtin_expect (!ready, 1))
		return;
	for (int i = 0; i < sig; i++) {
		__builtin_memset (area + i, sig, 64);
		record (i);
		record (area[i * 3]);
		record (area[i * 5]);
		record (area[i * 7]);
		record (area[i * 9]);
		record (area[i * 11]);
	}
	record (sig);
}

void (*registered) (int) = on_signal;

void
direct_calls (int s)
{
	on_signal (s);
	on_signal (s + 1);
}

/* { dg-final { scan-assembler {\mon_signal\.part\.0:} } } */
/* { dg-final { scan-function-assembler-not "on_signal.part.0" {\mcld\M} } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
