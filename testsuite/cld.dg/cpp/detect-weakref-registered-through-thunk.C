// SPDX-License-Identifier: GPL-3.0-or-later
// C++: registered weakrefs to handlers defined elsewhere, at namespace
// scope and in a namespace: no ICE, and each registration goes through a
// thunk with an entry cld.
// { dg-do compile }
// { dg-cld-plugin-args "detect=auto" }

#include <csignal>

extern "C" void real_h (int);
static void wh (int) __attribute__ ((weakref ("real_h")));
namespace n { static void wh2 (int) __attribute__ ((weakref ("real_h2"))); }

int
main ()
{
  std::signal (SIGINT, wh); // { dg-bogus "defined in another translation unit" }
  std::signal (SIGTERM, n::wh2); // { dg-bogus "defined in another translation unit" }
  return 0;
}

// { dg-final { scan-assembler-times "\tcld\n" 2 } }
// { dg-final { scan-function-assembler-not main "\tcld\n" } }
// { dg-final { scan-function-assembler-times main "cld_thunk\\." 2 { target { ! ia32 } } } }
