/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Registers the handlers of link-cld-handlers.c: one with signal (),
   which cld.so routes through a thunk of this unit, one through a
   variable that link-cld-install.c reads, where its address escapes.  */
#include <signal.h>

extern void link_on_hup (int);
extern void link_on_quit (int);
extern void (*link_pending) (int);
extern void link_install (int);

int
main (void)
{
	signal (SIGHUP, link_on_hup);
	link_pending = link_on_quit;
	link_install (SIGQUIT);
	return 0;
}
