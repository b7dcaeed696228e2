/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare --audit input, linked into an executable.
   copy_two: 2 string instructions, no cld before them unless -mcld.
   on_sig: the same, in a handler: with the plugin it starts with cld.  */
#include <signal.h>

struct big { long a[64]; };
struct big a, b, c;

__attribute__ ((noinline)) void
copy_two (void)
{
	a = b;
	c = a;
}

#if defined __has_attribute
# if __has_attribute (signal_handler)
__attribute__ ((signal_handler))
# endif
#endif
__attribute__ ((noinline)) void
on_sig (int sig)
{
	(void) sig;
	a = b;
	c = a;
}

int
main (void)
{
	signal (SIGUSR1, on_sig);
	copy_two ();
	return (int) c.a[0];
}
