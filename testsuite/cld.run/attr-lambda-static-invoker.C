// SPDX-License-Identifier: GPL-3.0-or-later
// The attribute on a C++ lambda: the kernel enters what the conversion
// to a function pointer returns, the static invoker, into which the
// operator() is inlined at -O2.  That is what must start with cld, even
// where detection is off (built with detect=none), so the lambda's
// inline struct copy runs forwards.

#include "runtime.h"

struct state { long w[200]; };
static state live, saved;

int
main ()
{
  rt_fill ((unsigned char *) &live, sizeof live, 19);
  signal (SIGUSR1, [] (int) __attribute__ ((signal_handler))
	  { saved = live; });
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
