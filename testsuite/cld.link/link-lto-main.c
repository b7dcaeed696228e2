/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The other half of the -flto program (see link-lto-handler.c).  */
#include <signal.h>

extern void link_lto_handler (int);

int
main (void)
{
	signal (SIGUSR1, link_lto_handler);
	return 0;
}
