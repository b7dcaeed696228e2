/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An installer in a file of its own: what it installs, its callers
   decide, through a variable.  */
#include <signal.h>

void (*link_pending) (int);

void
link_install (int sig)
{
	signal (sig, link_pending);
}
