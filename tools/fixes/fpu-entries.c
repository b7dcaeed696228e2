/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fpu-entries -- does a signal handler get the FPU control state of
 * the code it interrupted?
 *
 * Linux enters a handler with a fresh FPU state (fpu__clear_user_states
 * in handle_signal): x87 control word 0x37f, MXCSR 0x1f80, an empty x87
 * stack.  The main loop here runs in FE_TOWARDZERO (x87 CW 0xf7f, MXCSR
 * 0x7f80) with one value on the x87 stack; a 1 ms SIGALRM interrupts it
 * and the handler reads MXCSR and the x87 environment first thing.
 *
 * usage: fpu-entries [N]  (default 300 entries); prints
 * "K/N mxcsr=0x.. cw=0x.. tw=0x.." -- K entries that did not see
 * Linux's state, the state of the last one -- and exits 0.
 */
#include <fenv.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>

static volatile sig_atomic_t fpe_runs, fpe_dirty;
static volatile unsigned int fpe_mxcsr, fpe_cw, fpe_tw;

static void
fpe_on_alarm (int sig)
{
	unsigned int mxcsr, env[7];

	(void) sig;
	/* fnstenv masks x87 exceptions afterwards: reload what it stored.  */
	__asm__ volatile ("stmxcsr %0\n\t"
			  "fnstenv %1\n\t"
			  "fldenv %1" : "=m" (mxcsr), "=m" (env));
	fpe_mxcsr = mxcsr;
	fpe_cw = env[0] & 0xffff;
	fpe_tw = env[2] & 0xffff;
	if (fpe_mxcsr != 0x1f80 || fpe_cw != 0x37f || fpe_tw != 0xffff)
		fpe_dirty++;
	fpe_runs++;
}

int
main (int argc, char **argv)
{
	struct itimerval it = { { 0, 1000 }, { 0, 1000 } };
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	struct sigaction sa;
	int n = argc > 1 ? atoi (argv[1]) : 300;
	int round;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = fpe_on_alarm;
	sigemptyset (&sa.sa_mask);
	if (n <= 0 || sigaction (SIGALRM, &sa, NULL) != 0
	    || fesetround (FE_TOWARDZERO) != 0
	    || setitimer (ITIMER_REAL, &it, NULL) != 0) {
		fprintf (stderr, "fpu-entries: cannot set up the test\n");
		return 2;
	}
	while (fpe_runs < n)
		__asm__ volatile ("fld1\n\t"
				  "mov $100000, %%ecx\n"
				  "1:\tdec %%ecx\n\t"
				  "jnz 1b\n\t"
				  "fstp %%st(0)" ::: "ecx", "cc", "memory");
	setitimer (ITIMER_REAL, &off, NULL);
	/* sigreturn must give the main code its own state back.  */
	round = fegetround ();
	fesetround (FE_TONEAREST);
	printf ("%d/%d mxcsr=%#x cw=%#x tw=%#x\n", (int) fpe_dirty,
		(int) fpe_runs, fpe_mxcsr, fpe_cw, fpe_tw);
	if (round != FE_TOWARDZERO) {
		fprintf (stderr, "fpu-entries: the interrupted rounding mode "
			 "was not restored\n");
		return 1;
	}
	return 0;
}
