/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Every way a program installs a handler, one per run (argv[1]): the
   handler saves a state with rep movs and the signal arrives with DF set.
   Plain, it corrupts memory under a leak; with libcld-guard.so preloaded
   it must not, whatever installed it and whatever the flags.  Exit 0:
   clean, 1: corrupted, 2: the handler saw wrong arguments, 3: usage.  */
#define _GNU_SOURCE
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include "guard-test.h"
#include "sigvec-compat.h"
extern __sighandler_t __sysv_signal (int, __sighandler_t);
extern int __sigaction (int, const struct sigaction *, struct sigaction *);

static int bad_args;
static sigjmp_buf jump;
static char altstack[65536];

static void
on_sig (int sig)
{
	gt_save ();
	if (sig != SIGUSR1)
		bad_args = 1;
}

static void
on_info (int sig, siginfo_t *info, void *uc)
{
	gt_save ();
	if (sig != SIGUSR1 || info->si_signo != SIGUSR1
	    || info->si_code != SI_USER || info->si_pid != getpid () || !uc)
		bad_args = 1;
}

static void
on_onstack (int sig)
{
	char here;

	gt_save ();
	if ((uintptr_t) &here - (uintptr_t) altstack >= sizeof altstack)
		bad_args = 1;
}

static void
on_jump (int sig)
{
	gt_save ();
	siglongjmp (jump, 1);
}

static void
install (void (*h) (int), int flags)
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = h;
	sa.sa_flags = flags;
	sigaction (SIGUSR1, &sa, NULL);
}

/* SIGUSR2's handler installs SIGUSR1's.  */
static void
on_usr2_install (int sig)
{
	install (on_sig, 0);
}

static void *
thread_install (void *arg)
{
	install (on_sig, 0);
	return arg;
}

int
main (int argc, char **argv)
{
	const char *way = argc > 1 ? argv[1] : "";

	gt_fill ();
	if (!strcmp (way, "sigaction")) {
		install (on_sig, 0);
	} else if (!strcmp (way, "__sigaction")) {
		struct sigaction sa;

		memset (&sa, 0, sizeof sa);
		sa.sa_handler = on_sig;
		__sigaction (SIGUSR1, &sa, NULL);
	} else if (!strcmp (way, "sa_siginfo")) {
		struct sigaction sa;

		memset (&sa, 0, sizeof sa);
		sa.sa_sigaction = on_info;
		sa.sa_flags = SA_SIGINFO;
		sigaction (SIGUSR1, &sa, NULL);
	} else if (!strcmp (way, "sa_onstack")) {
		stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };

		sigaltstack (&ss, NULL);
		install (on_onstack, SA_ONSTACK);
	} else if (!strcmp (way, "sa_resethand")) {
		install (on_sig, SA_RESETHAND);
	} else if (!strcmp (way, "sa_nodefer")) {
		install (on_sig, SA_NODEFER);
	} else if (!strcmp (way, "siglongjmp")) {
		install (on_jump, 0);
		if (sigsetjmp (jump, 1))
			return gt_report (way);
	} else if (!strcmp (way, "signal")) {
		signal (SIGUSR1, on_sig);
	} else if (!strcmp (way, "bsd_signal")) {
		bsd_signal (SIGUSR1, on_sig);
	} else if (!strcmp (way, "ssignal")) {
		ssignal (SIGUSR1, on_sig);
	} else if (!strcmp (way, "sysv_signal")) {
		sysv_signal (SIGUSR1, on_sig);
	} else if (!strcmp (way, "__sysv_signal")) {
		__sysv_signal (SIGUSR1, on_sig);
	} else if (!strcmp (way, "sigset")) {
		sigset (SIGUSR1, on_sig);
	} else if (!strcmp (way, "sigvec")) {
		struct sigvec_compat sv = { on_sig, 0, 0 };

		sigvec_compat (SIGUSR1, &sv, NULL);
	} else if (!strcmp (way, "reinstalled")) {
		struct sigaction sa;

		/* A chaining library reads the handler back and puts it in
		   again.  */
		install (on_sig, 0);
		sigaction (SIGUSR1, NULL, &sa);
		signal (SIGUSR1, SIG_DFL);
		sigaction (SIGUSR1, &sa, NULL);
	} else if (!strcmp (way, "from_handler")) {
		signal (SIGUSR2, on_usr2_install);
		raise (SIGUSR2);
	} else if (!strcmp (way, "thread")) {
		pthread_t t;

		if (pthread_create (&t, NULL, thread_install, NULL)
		    || pthread_join (t, NULL))
			return 3;
	} else {
		fprintf (stderr, "usage: %s WAY\n", argv[0]);
		return 3;
	}
	gt_kill_with_df_set (SIGUSR1);
	if (bad_args) {
		printf ("%s: handler got wrong arguments\n", way);
		return 2;
	}
	return gt_report (way);
}
