/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libcld-guard.so: make every signal handler a program installs enter with
 * the direction flag clear, without rebuilding the program (LD_PRELOAD).
 *
 * The functions that install handlers -- sigaction and the signal family
 * (and sigvec, for old binaries) -- are interposed.  A handler is
 * installed as a stub (stubs.S) that clears DF and jumps to it; everything
 * the program reads back is translated to its own handler, and everything
 * else (flags, masks, SIG_DFL, SIG_IGN, errors) is libc's own answer,
 * because each wrapper calls the very libc function it replaces, with only
 * the handler exchanged.
 *
 * One stub per distinct handler, not per signal: its slot is written once
 * and never changes, so a signal whose frame the kernel already built
 * reaches the handler that was installed when it was delivered, with the
 * flags that came with it, however many sigaction calls (from other
 * threads, or from a nested handler) run before its first instruction.
 * Slots are claimed with compare-and-swap: no lock, no malloc, nothing a
 * handler could deadlock on, so every wrapper is as async-signal-safe as
 * the function it wraps.  The real functions are found in a constructor
 * (dlsym is not async-signal-safe), or on the first call when another
 * library's constructor installs a handler before ours has run.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "guard.h"

#define CLDG_EXPORT __attribute__ ((visibility ("default")))

typedef void (*cldg_handler) (int);
typedef int cldg_sigaction_fn (int, const struct sigaction *,
			       struct sigaction *);
typedef cldg_handler cldg_signal_fn (int, cldg_handler);

/* The layout of BSD's struct sigvec, which glibc's headers no longer
   declare.  */
struct cldg_sigvec {
	cldg_handler sv_handler;
	int sv_mask;
	int sv_flags;
};
typedef int cldg_sigvec_fn (int, const struct cldg_sigvec *,
			    struct cldg_sigvec *);

/* The version of glibc's compatibility-only sigvec on this ABI.  */
#if defined __x86_64__ && defined __ILP32__
# define CLDG_SIGVEC_VERSION "GLIBC_2.16"
#elif defined __x86_64__
# define CLDG_SIGVEC_VERSION "GLIBC_2.2.5"
#else
# define CLDG_SIGVEC_VERSION "GLIBC_2.0"
#endif

static cldg_sigaction_fn *cldg_real_sigaction;
static cldg_signal_fn *cldg_real_signal;
static cldg_signal_fn *cldg_real_sysv_signal;
static cldg_signal_fn *cldg_real_sigset;
static cldg_sigvec_fn *cldg_real_sigvec;
static int cldg_full_warned;

/* Look up NAME in the libraries after this one; VERSION, if not null,
   names the symbol version wanted.  */
static void *
cldg_next (const char *name, const char *version)
{
	if (version)
		return dlvsym (RTLD_NEXT, name, version);
	return dlsym (RTLD_NEXT, name);
}

/* Find every real function.  Runs before main, and again (harmlessly)
   if a wrapper is called before this constructor.  */
__attribute__ ((constructor)) static void
cldg_resolve (void)
{
	__atomic_store_n (&cldg_real_sigaction,
			  (cldg_sigaction_fn *) cldg_next ("sigaction", NULL),
			  __ATOMIC_RELEASE);
	__atomic_store_n (&cldg_real_signal,
			  (cldg_signal_fn *) cldg_next ("signal", NULL),
			  __ATOMIC_RELEASE);
	__atomic_store_n (&cldg_real_sysv_signal,
			  (cldg_signal_fn *) cldg_next ("sysv_signal", NULL),
			  __ATOMIC_RELEASE);
	__atomic_store_n (&cldg_real_sigset,
			  (cldg_signal_fn *) cldg_next ("sigset", NULL),
			  __ATOMIC_RELEASE);
	__atomic_store_n (&cldg_real_sigvec,
			  (cldg_sigvec_fn *) cldg_next ("sigvec",
							CLDG_SIGVEC_VERSION),
			  __ATOMIC_RELEASE);
}

/* The real function in *SLOT, resolving them all if it is not known yet;
   null (with errno ENOSYS) if libc has none.  */
static void *
cldg_real (void *slot)
{
	void *fn = __atomic_load_n ((void **) slot, __ATOMIC_ACQUIRE);

	if (!fn) {
		cldg_resolve ();
		fn = __atomic_load_n ((void **) slot, __ATOMIC_ACQUIRE);
		if (!fn)
			errno = ENOSYS;
	}
	return fn;
}

/* The index of the stub at address H, or -1 if H is not a stub.  */
static long
cldg_stub_index (uintptr_t h)
{
	uintptr_t off = h - (uintptr_t) cldg_stubs;

	if (off >= (uintptr_t) CLDG_NSTUBS * CLDG_STUB_SIZE
	    || off % CLDG_STUB_SIZE)
		return -1;
	return (long) (off / CLDG_STUB_SIZE);
}

/* Say once, on stderr, that the table is full: a handler goes in unguarded.
   write is async-signal-safe; errno is the caller's.  */
static void
cldg_warn_full (void)
{
	static const char msg[] = "libcld-guard.so: more than "
		"1024 distinct signal handlers; further ones are installed "
		"unguarded\n";
	int saved = errno;

	if (__atomic_exchange_n (&cldg_full_warned, 1, __ATOMIC_RELAXED))
		return;
	if (write (STDERR_FILENO, msg, sizeof msg - 1) < 0)
		errno = saved;	/* nowhere to say it */
	errno = saved;
}

/* What to give the kernel for the program's handler H: its stub, claimed
   on first use.  SIG_DFL, SIG_IGN, SIG_HOLD, SIG_ERR, other small values
   and stubs pass unchanged.  */
static cldg_handler
cldg_wrap (cldg_handler h)
{
	cldg_slot want = (cldg_slot) (uintptr_t) h;
	int i;

	if ((uintptr_t) h < 4096 || h == SIG_ERR
	    || cldg_stub_index ((uintptr_t) h) >= 0)
		return h;
	for (i = 0; i < CLDG_NSTUBS; i++) {
		cldg_slot v = __atomic_load_n (&cldg_slots[i],
					       __ATOMIC_ACQUIRE);

		/* Claim the first free slot; if another thread got it
		   first, V is what it stored: maybe the same handler.  */
		if (v == 0
		    && __atomic_compare_exchange_n (&cldg_slots[i], &v, want,
						    0, __ATOMIC_ACQ_REL,
						    __ATOMIC_ACQUIRE))
			v = want;
		if (v == want)
			return (cldg_handler) (uintptr_t) (cldg_stubs
							   + (uintptr_t) i
							   * CLDG_STUB_SIZE);
	}
	cldg_warn_full ();
	return h;
}

/* The program's handler behind H, which the kernel or libc returned.  */
static cldg_handler
cldg_unwrap (cldg_handler h)
{
	long i = cldg_stub_index ((uintptr_t) h);

	if (i < 0)
		return h;
	return (cldg_handler) (uintptr_t) __atomic_load_n (&cldg_slots[i],
							   __ATOMIC_ACQUIRE);
}

/* sigaction with ACT's handler exchanged for its stub; OLDACT gets the
   program's handler back.  ACT may be OLDACT: it is copied first.  */
static int
cldg_sigaction (int sig, const struct sigaction *act,
		struct sigaction *oldact)
{
	cldg_sigaction_fn *real = cldg_real (&cldg_real_sigaction);
	struct sigaction copy;
	int ret;

	if (!real)
		return -1;
	if (act) {
		copy = *act;
		copy.sa_handler = cldg_wrap (act->sa_handler);
		act = &copy;
	}
	ret = real (sig, act, oldact);
	if (ret == 0 && oldact)
		oldact->sa_handler = cldg_unwrap (oldact->sa_handler);
	return ret;
}

CLDG_EXPORT int
sigaction (int sig, const struct sigaction *act, struct sigaction *oldact)
{
	return cldg_sigaction (sig, act, oldact);
}

CLDG_EXPORT int
__sigaction (int sig, const struct sigaction *act, struct sigaction *oldact)
{
	return cldg_sigaction (sig, act, oldact);
}

/* Call the signal-like function in *SLOT with H's stub, and translate
   what it returns.  */
static cldg_handler
cldg_call_signal (void *slot, int sig, cldg_handler h)
{
	cldg_signal_fn *real = cldg_real (slot);

	if (!real)
		return SIG_ERR;
	return cldg_unwrap (real (sig, cldg_wrap (h)));
}

/* signal, bsd_signal and ssignal are one function in glibc (__bsd_signal,
   BSD semantics, and siginterrupt's set of signals not to restart).  */
CLDG_EXPORT cldg_handler
signal (int sig, cldg_handler h)
{
	return cldg_call_signal (&cldg_real_signal, sig, h);
}

CLDG_EXPORT cldg_handler
bsd_signal (int sig, cldg_handler h)
{
	return cldg_call_signal (&cldg_real_signal, sig, h);
}

CLDG_EXPORT cldg_handler
ssignal (int sig, cldg_handler h)
{
	return cldg_call_signal (&cldg_real_signal, sig, h);
}

CLDG_EXPORT cldg_handler
sysv_signal (int sig, cldg_handler h)
{
	return cldg_call_signal (&cldg_real_sysv_signal, sig, h);
}

CLDG_EXPORT cldg_handler
__sysv_signal (int sig, cldg_handler h)
{
	return cldg_call_signal (&cldg_real_sysv_signal, sig, h);
}

/* SIG_HOLD in and out passes through cldg_wrap and cldg_unwrap.  */
CLDG_EXPORT cldg_handler
sigset (int sig, cldg_handler h)
{
	return cldg_call_signal (&cldg_real_sigset, sig, h);
}

/* sigvec exists only as a compatibility symbol, for binaries linked
   before glibc 2.21: interpose that very version (guard-*.map keeps the
   name cldg_sigvec itself local).  */
CLDG_EXPORT int
cldg_sigvec (int sig, const struct cldg_sigvec *vec, struct cldg_sigvec *ovec)
{
	cldg_sigvec_fn *real = cldg_real (&cldg_real_sigvec);
	struct cldg_sigvec copy;
	int ret;

	if (!real)
		return -1;
	if (vec) {
		copy = *vec;
		copy.sv_handler = cldg_wrap (vec->sv_handler);
		vec = &copy;
	}
	ret = real (sig, vec, ovec);
	if (ret == 0 && ovec)
		ovec->sv_handler = cldg_unwrap (ovec->sv_handler);
	return ret;
}
__asm__ (".symver cldg_sigvec, sigvec@" CLDG_SIGVEC_VERSION);
