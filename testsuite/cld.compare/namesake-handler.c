/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp, with namesake-other.c: two programs of one
   package, each with a function on_x.  This one is a handler, which cld
   protects and the report lists; the other program's is not.  */
#include <signal.h>

static volatile sig_atomic_t got;

__attribute__ ((noinline)) void
on_x (int s)
{
	got = s;
}

int
main (void)
{
	signal (SIGUSR1, on_x);
	raise (SIGUSR1);
	return !got;
}
