/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Registers the handlers of link-cld-handlers.c: one with signal (),
   which cld.so routes through a thunk of this unit, one through a
   wrapper in link-cld-install.c, where its address escapes.  */
#include <signal.h>

extern void link_on_hup (int);
extern void link_on_quit (int);
extern void link_install (int, void (*) (int));

int
main (void)
{
	signal (SIGHUP, link_on_hup);
	link_install (SIGQUIT, link_on_quit);
	return 0;
}
