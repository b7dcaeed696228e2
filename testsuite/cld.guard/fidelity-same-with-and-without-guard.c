/* SPDX-License-Identifier: GPL-3.0-or-later */
/* What a program can observe of its handlers, one line per round trip:
   guard.exp runs it plain and with libcld-guard.so preloaded and wants
   every line the same -- except "kernel view", read by a raw
   rt_sigaction system call, which must differ (the guard's documented
   limit, and the proof that it was loaded).  No DF leak is needed.  */
#define _GNU_SOURCE
#include <errno.h>
#include <execinfo.h>
#include <pthread.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <signal.h>
#include <stdarg.h>
#include <ucontext.h>
#include "sigvec-compat.h"

static char log_buf[256];
static volatile sig_atomic_t depth, max_depth, nest_raised;
static sigjmp_buf jump;
static char altstack[65536];
static int frames_in_handler;

static void
note (char c)
{
	size_t n = strlen (log_buf);

	if (n + 1 < sizeof log_buf) {
		log_buf[n] = c;
		log_buf[n + 1] = 0;
	}
}

static void bt (int sig);
static void h1 (int sig) { note ('1'); }
static void h2 (int sig) { note ('2'); }

/* Name H among the handlers of this file.  */
static const char *
name (void (*h) (int))
{
	if (h == SIG_DFL)
		return "SIG_DFL";
	if (h == SIG_IGN)
		return "SIG_IGN";
	if (h == SIG_ERR)
		return "SIG_ERR";
	if (h == SIG_HOLD)
		return "SIG_HOLD";
	if (h == h1)
		return "h1";
	if (h == h2)
		return "h2";
	if (h == bt)
		return "bt";
	return "other";
}

static void
line (const char *what, const char *fmt, ...)
	__attribute__ ((format (printf, 2, 3)));

static void
line (const char *what, const char *fmt, ...)
{
	va_list ap;

	printf ("%s: ", what);
	va_start (ap, fmt);
	vprintf (fmt, ap);
	va_end (ap);
	putchar ('\n');
}

static struct sigaction
get (int sig)
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sigaction (sig, NULL, &sa);
	return sa;
}

static void
set (int sig, void (*h) (int), int flags)
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = h;
	sa.sa_flags = flags;
	sigaddset (&sa.sa_mask, SIGUSR2);
	sigaction (sig, &sa, NULL);
}

/* The part of sa_flags a program sets (SA_RESTORER is libc's).  */
static unsigned
flags (const struct sigaction *sa)
{
	return (unsigned) sa->sa_flags & ~0x04000000u;
}

static void
show (const char *what, int sig)
{
	struct sigaction sa = get (sig);

	line (what, "%s flags=%#x usr2-masked=%d", name (sa.sa_handler),
	      flags (&sa), sigismember (&sa.sa_mask, SIGUSR2));
}

/* Chaining: the old handler read back is called from the new one.  */
static struct sigaction chained;
static void
chain (int sig)
{
	note ('c');
	if (chained.sa_handler != SIG_DFL && chained.sa_handler != SIG_IGN)
		chained.sa_handler (sig);
}

static void
nest (int sig)
{
	depth++;
	if (depth > max_depth)
		max_depth = depth;
	if (!nest_raised) {
		nest_raised = 1;
		raise (sig);
	}
	depth--;
}

static void
jumper (int sig)
{
	siglongjmp (jump, 1);
}

static void
onstack (int sig)
{
	char here;

	note ((uintptr_t) &here - (uintptr_t) altstack < sizeof altstack
	      ? 'a' : 'n');
}

static void
bt (int sig)
{
	void *frames[64];

	frames_in_handler = backtrace (frames, 64);
}

/* SA_SIGINFO: edit the mask the handler returns to.  */
static void
edit_uc (int sig, siginfo_t *info, void *ucv)
{
	ucontext_t *uc = ucv;

	note (info->si_signo == sig && info->si_code == SI_TKILL ? 'i' : 'x');
	sigaddset (&uc->uc_sigmask, SIGWINCH);
}

/* SIGUSR1's handler installs SIGUSR2's and reads it back.  */
static const char *inner_seen;
static void
installer (int sig)
{
	struct sigaction sa;

	set (SIGUSR2, h2, 0);
	sa = get (SIGUSR2);
	inner_seen = name (sa.sa_handler);
	raise (SIGUSR2);
}

static void (*const thread_handlers[4]) (int) = { h1, h2, chain, nest };
static int thread_mismatches;

static void *
thread_main (void *arg)
{
	int t = (int) (intptr_t) arg, sig = SIGRTMIN + t, i;

	for (i = 0; i < 2000; i++) {
		void (*h) (int) = thread_handlers[(t + i) % 4];
		struct sigaction sa;

		set (sig, h, 0);
		sa = get (sig);
		if (sa.sa_handler != h)
			__atomic_add_fetch (&thread_mismatches, 1,
					    __ATOMIC_RELAXED);
	}
	return NULL;
}

int
main (void)
{
	struct sigaction sa, old;
	void (*r) (int);
	sigset_t mask;
	int i;

	setvbuf (stdout, NULL, _IOLBF, 0);

	set (SIGUSR1, h1, SA_RESTART);
	show ("install and read back", SIGUSR1);

	sa = get (SIGUSR1);
	set (SIGUSR1, SIG_DFL, 0);
	sigaction (SIGUSR1, &sa, &old);
	show ("re-install what was read back", SIGUSR1);
	line ("re-install: old", "%s", name (old.sa_handler));
	log_buf[0] = 0;
	raise (SIGUSR1);
	line ("re-installed runs", "%s", log_buf);

	sa = get (SIGUSR1);
	sigaction (SIGUSR1, &sa, &sa);
	line ("act and oldact the same object", "%s flags=%#x",
	      name (sa.sa_handler), flags (&sa));

	log_buf[0] = 0;
	set (SIGUSR1, SIG_IGN, 0);
	show ("SIG_IGN", SIGUSR1);
	raise (SIGUSR1);
	line ("SIG_IGN raised", "still here");
	set (SIGUSR1, SIG_DFL, 0);
	show ("reset to SIG_DFL", SIGUSR1);

	set (SIGUSR1, h1, 0);
	sigaction (SIGUSR1, NULL, &chained);
	set (SIGUSR1, chain, 0);
	log_buf[0] = 0;
	raise (SIGUSR1);
	line ("chain of two handlers", "%s (old read back: %s)", log_buf,
	      name (chained.sa_handler));

	set (SIGUSR1, h1, SA_RESETHAND);
	show ("SA_RESETHAND before", SIGUSR1);
	raise (SIGUSR1);
	show ("SA_RESETHAND after delivery", SIGUSR1);

	set (SIGUSR1, nest, SA_NODEFER);
	max_depth = nest_raised = 0;
	raise (SIGUSR1);
	line ("SA_NODEFER nesting depth", "%d", (int) max_depth);
	set (SIGUSR1, nest, 0);
	max_depth = nest_raised = 0;
	raise (SIGUSR1);
	line ("without SA_NODEFER depth", "%d", (int) max_depth);

	memset (&sa, 0, sizeof sa);
	sa.sa_sigaction = edit_uc;
	sa.sa_flags = SA_SIGINFO;
	sigaction (SIGUSR1, &sa, NULL);
	log_buf[0] = 0;
	raise (SIGUSR1);
	sigprocmask (SIG_BLOCK, NULL, &mask);
	line ("SA_SIGINFO siginfo and ucontext edit", "%s winch-blocked=%d",
	      log_buf, sigismember (&mask, SIGWINCH));
	sigemptyset (&mask);
	sigprocmask (SIG_SETMASK, &mask, NULL);
	sa = get (SIGUSR1);
	line ("SA_SIGINFO read back", "%s flags=%#x",
	      sa.sa_sigaction == edit_uc ? "edit_uc" : "other", flags (&sa));

	log_buf[0] = 0;
	set (SIGUSR1, jumper, 0);
	if (!sigsetjmp (jump, 1))
		raise (SIGUSR1);
	sigprocmask (SIG_BLOCK, NULL, &mask);
	line ("siglongjmp out of a handler", "usr1-blocked=%d",
	      sigismember (&mask, SIGUSR1));

	{
		stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };

		sigaltstack (&ss, NULL);
		set (SIGUSR1, onstack, SA_ONSTACK);
		log_buf[0] = 0;
		raise (SIGUSR1);
		line ("SA_ONSTACK runs on the alternate stack", "%s", log_buf);
	}

	/* In a child: unwinding through the signal frame crashes in some
	   emulators (qemu-i386 10.0 with glibc 2.41, guard or not), and
	   the rest of the table must still be compared.  */
	fflush (stdout);
	{
		pid_t pid = fork ();
		int st = 0;

		if (pid == 0) {
			void *frames[64];
			int here;

			set (SIGUSR1, bt, 0);
			raise (SIGUSR1);
			here = backtrace (frames, 64);
			/* The handler's backtrace crosses the signal frame
			   into raise and main: the same depth plain and
			   guarded (no extra frame).  */
			line ("backtrace from a handler",
			      "%d frames more than main's",
			      frames_in_handler - here);
			fflush (stdout);
			_exit (0);
		}
		waitpid (pid, &st, 0);
		if (!WIFEXITED (st))
			line ("backtrace from a handler",
			      "the unwinder crashed (signal %d)",
			      WIFSIGNALED (st) ? WTERMSIG (st) : -1);
	}

	r = signal (SIGUSR1, h1);
	line ("signal returns", "%s", name (r));
	r = signal (SIGUSR1, h2);
	line ("signal returns previous", "%s", name (r));
	show ("signal's flags and mask", SIGUSR1);
	r = bsd_signal (SIGUSR1, h1);
	line ("bsd_signal returns", "%s", name (r));
	r = ssignal (SIGUSR1, h2);
	line ("ssignal returns", "%s", name (r));
	log_buf[0] = 0;
	r = sysv_signal (SIGUSR1, h1);
	line ("sysv_signal returns", "%s", name (r));
	show ("sysv_signal's flags", SIGUSR1);
	raise (SIGUSR1);
	show ("sysv_signal after delivery", SIGUSR1);
	line ("sysv_signal's handler ran", "%s", log_buf);
	r = sigset (SIGUSR1, h2);
	line ("sigset returns", "%s", name (r));
	r = sigset (SIGUSR1, SIG_HOLD);
	line ("sigset SIG_HOLD returns", "%s", name (r));
	r = sigset (SIGUSR1, h1);
	line ("sigset after SIG_HOLD returns", "%s", name (r));
	siginterrupt (SIGUSR1, 1);
	show ("siginterrupt keeps the handler", SIGUSR1);
	r = signal (SIGUSR1, h2);
	show ("signal after siginterrupt", SIGUSR1);

	{
		struct sigvec_compat sv = { h1, 0, 0 }, osv;

		sigvec_compat (SIGUSR1, &sv, &osv);
		line ("sigvec returns", "%s", name (osv.sv_handler));
		sigvec_compat (SIGUSR1, NULL, &osv);
		line ("sigvec reads back", "%s", name (osv.sv_handler));
	}

	errno = 0;
	r = signal (SIGKILL, h1);
	line ("signal (SIGKILL)", "%s errno=%d", name (r), errno);
	errno = 0;
	r = signal (0, h1);
	line ("signal (0)", "%s errno=%d", name (r), errno);
	errno = 0;
	memset (&sa, 0, sizeof sa);
	sa.sa_handler = h1;
	i = sigaction (32, &sa, NULL);
	line ("sigaction (32, internal)", "%d errno=%d", i, errno);
	errno = 0;
	i = sigaction (_NSIG, &sa, NULL);
	line ("sigaction (_NSIG)", "%d errno=%d", i, errno);

	set (SIGUSR1, installer, 0);
	log_buf[0] = 0;
	raise (SIGUSR1);
	line ("installed from inside a handler", "%s ran=%s", inner_seen,
	      log_buf);
	show ("read back after the handler", SIGUSR2);

	{
		pthread_t t[4];

		for (i = 0; i < 4; i++)
			pthread_create (&t[i], NULL, thread_main,
					(void *) (intptr_t) i);
		for (i = 0; i < 4; i++)
			pthread_join (t[i], NULL);
		line ("4 threads install and read back 2000 times",
		      "%d mismatches", thread_mismatches);
	}

	{
		/* What the kernel itself holds: the guard's stub, not h1.  */
		unsigned long k[4] = { 0 };

		set (SIGUSR1, h1, 0);
		syscall (SYS_rt_sigaction, SIGUSR1, NULL, k, _NSIG / 8);
		line ("kernel view", "%s", name ((void (*) (int)) k[0]));
	}
	return 0;
}
