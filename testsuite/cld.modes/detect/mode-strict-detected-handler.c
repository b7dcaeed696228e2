/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict and a handler found through sigaction: the entry cld, and
   still a cld right before its string insn.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=strict" } */

#include <signal.h>
#include <string.h>

struct big { char b[2000]; };
struct big g1, g2;

static void on_usr1 (int sig, siginfo_t *si, void *ctx)
{
	(void) si; (void) ctx;
	if (sig)
		g1 = g2;
}

int main (void)
{
	struct sigaction sa;
	memset (&sa, 0, sizeof sa);
	sa.sa_sigaction = on_usr1;
	sa.sa_flags = SA_SIGINFO;
	return sigaction (SIGUSR1, &sa, 0);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-assembler-times on_usr1 "\tcld\n" 2 } } */
/* { dg-final { scan-function-assembler-times on_usr1 "\tcld\n\trep movsl\n" 1 } } */
