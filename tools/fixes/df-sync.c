/* SPDX-License-Identifier: GPL-3.0-or-later */
/* df-sync -- how many handlers of synchronous signals see DF=1?
 *
 * df-entries.c counts timer signals, which a binary translator may hold
 * back and deliver from a different path (DynamoRIO delivers them from
 * its dispatcher, which clears DF) than the faults an instruction raises
 * on the spot (DynamoRIO's execute_handler_from_cache, which did not).
 * This raises the three kinds of fault with DF=1: int3 (SIGTRAP), ud2
 * (SIGILL) and a load through a null pointer (SIGSEGV; mov (%rax), %eax,
 * or mov (%eax), %eax with -m32).  Each handler reads EFLAGS first,
 * counts DF=1 and steps over ud2 and the load, whose encodings are fixed
 * below; sigreturn restores the interrupted DF.  Linux clears DF on
 * handler entry, so natively the count is 0.
 *
 * usage: df-sync [N]  (default 100 rounds of the three faults); prints
 * "K/3N", exits 0 (2 if the handlers cannot be set up).
 */
#define _GNU_SOURCE 1
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#ifdef __x86_64__
#define DFS_PC REG_RIP
#define DFS_SP "rsp"
#else
#define DFS_PC REG_EIP
#define DFS_SP "esp"
#endif

static volatile sig_atomic_t dfs_runs, dfs_df_set;

static void
dfs_on_fault (int sig, siginfo_t *info, void *ctx)
{
	unsigned long flags;
	ucontext_t *uc = ctx;

	(void) info;
	/* Past the red zone: at -O0 this function's locals live there.  */
	__asm__ volatile ("lea -128(%%" DFS_SP "), %%" DFS_SP "\n\t"
			  "pushf\n\t"
			  "pop %0\n\t"
			  "lea 128(%%" DFS_SP "), %%" DFS_SP
			  : "=r" (flags));
	if (flags & 0x400)
		dfs_df_set++;
	dfs_runs++;
	/* ud2 is 0f 0b and the load below 8b 00: two bytes each.  */
	if (sig != SIGTRAP)
		uc->uc_mcontext.gregs[DFS_PC] += 2;
}

/* One round: the three faults, each raised with DF=1.  */
static void
dfs_round (void)
{
	void *zero = NULL;

	__asm__ volatile ("std\n\t"
			  "int3\n\t"
			  "ud2\n\t"
			  ".byte 0x8b, 0x00\n\t"	/* mov (%rax), %eax */
			  "cld"
			  : "+a" (zero) : : "cc", "memory");
}

int
main (int argc, char **argv)
{
	static const int sigs[] = { SIGTRAP, SIGILL, SIGSEGV };
	struct sigaction sa;
	int n = argc > 1 ? atoi (argv[1]) : 100;
	int i;

	memset (&sa, 0, sizeof sa);
	sa.sa_sigaction = dfs_on_fault;
	sa.sa_flags = SA_SIGINFO;
	sigemptyset (&sa.sa_mask);
	for (i = 0; i < 3; i++)
		if (n <= 0 || sigaction (sigs[i], &sa, NULL) != 0) {
			fprintf (stderr,
				 "df-sync: cannot set up the handlers\n");
			return 2;
		}
	for (i = 0; i < n; i++)
		dfs_round ();
	printf ("%d/%d\n", (int) dfs_df_set, (int) dfs_runs);
	return 0;
}
