/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp, with thunk-handler.c: a wrapper that stores its
   parameter into sa_handler, called with a handler this file does not
   define.  With the plugin the wrapper maps the value at run time
   (fn == &on_elsewhere ? &cld_thunk.on_elsewhere : fn): compare lists it
   as mapping through a thunk, for a reader to check, not as unexpected.  */
#include <signal.h>
#include <string.h>

extern void on_elsewhere (int);

__attribute__ ((noipa)) static int
install (int sig, void (*fn) (int))
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	return sigaction (sig, &sa, 0);
}

int
main (void)
{
	install (SIGUSR2, SIG_IGN);
	install (SIGUSR1, on_elsewhere);
	raise (SIGUSR1);
	return 0;
}
