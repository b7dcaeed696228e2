/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp, with thunk-handler.c: a handler registered in a
   file that does not define it.  With the plugin the registration hands
   the kernel cld_thunk.on_elsewhere (cld, then on_elsewhere): compare
   must take the thunk and main's changed address for what they are.  */
#include <signal.h>

extern void on_elsewhere (int);

int
main (void)
{
	signal (SIGUSR1, on_elsewhere);
	raise (SIGUSR1);
	return 0;
}
