/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp: two static handlers that cld finds (on_a through
   signal(), on_b through sigaction), and ordinary functions.  -DCHANGED
   changes an ordinary function, as a non-reproducible build would.  */
#include <signal.h>
#include <string.h>

struct big { long a[64]; };
struct big x, y;
static volatile int got;

static void on_a (int s) { got = s; }
static void on_b (int s) { got = s + 1; }

__attribute__ ((noinline)) void
work (void)
{
#ifdef CHANGED
	got += 7;
#endif
	x = y;
}

int
main (void)
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = on_b;
	sigaction (SIGUSR2, &sa, 0);
	signal (SIGUSR1, on_a);
	work ();
	return got;
}
