/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Force-included (-include) into every csmith program of run-fuzz.sh so
   that handler detection and the entry cld have work to do in each one:
   a handler stored into a struct sigaction, one registered through a
   non-inlined wrapper (detect=exact follows both), and one only its type
   and external visibility give away (detect=signature).  The constructor
   raises the signal, so the handler's memmove runs before csmith's main;
   nothing here touches the checksum.  */
#include <signal.h>
#include <string.h>

static char cld_fuzz_buf[256];

static void
cld_fuzz_on_usr1 (int sig)
{
	memmove (cld_fuzz_buf + 1, cld_fuzz_buf, sizeof cld_fuzz_buf - 1);
	cld_fuzz_buf[0] = (char) sig;
}

static void
cld_fuzz_on_usr2 (int sig)
{
	cld_fuzz_buf[1] = (char) sig;
}

void cld_fuzz_by_type (int sig);
void
cld_fuzz_by_type (int sig)
{
	cld_fuzz_buf[2] = (char) sig;
}

__attribute__ ((noipa)) static void
cld_fuzz_install (int sig, void (*fn) (int))
{
	signal (sig, fn);
}

__attribute__ ((constructor)) static void
cld_fuzz_setup (void)
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = cld_fuzz_on_usr1;
	sigaction (SIGUSR1, &sa, 0);
	cld_fuzz_install (SIGUSR2, cld_fuzz_on_usr2);
	raise (SIGUSR1);
	raise (SIGUSR2);
}
