/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A wrapper in a file of its own: what it installs, its callers decide.  */
#include <signal.h>

void
link_install (int sig, void (*fn) (int))
{
	signal (sig, fn);
}
