// SPDX-License-Identifier: GPL-3.0-or-later
// The attribute on a lambda protects what its conversion to a function
// pointer returns, the static invoker the kernel enters (into which the
// operator() is inlined at -O2), even where nothing shows the
// registration (detect=none).
// { dg-do compile }
// { dg-cld-plugin-args "detect=none" }

#include <csignal>

static volatile int got;
extern void install_elsewhere (int, void (*) (int));

void
setup ()
{
  install_elsewhere (SIGINT, [] (int s) __attribute__ ((signal_handler))
		     { got = s; });
  install_elsewhere (SIGTERM, [] (int s) { got = s + 1; });
}

// { dg-final { scan-function-entry-cld _ZZ5setupvENUliE_4_FUNEi } }
// { dg-final { scan-function-no-entry-cld _ZZ5setupvENUliE0_4_FUNEi } }
