// SPDX-License-Identifier: GPL-3.0-or-later
// C++: registered weakrefs to handlers defined elsewhere, at namespace
// scope and in a namespace: no ICE, a note for each.
// { dg-do compile }
// { dg-cld-plugin-args "detect=auto" }

#include <csignal>

extern "C" void real_h (int);
static void wh (int) __attribute__ ((weakref ("real_h")));
namespace n { static void wh2 (int) __attribute__ ((weakref ("real_h2"))); }

int
main ()
{
  std::signal (SIGINT, wh); // { dg-message "is registered as a signal handler here but defined in another translation unit" }
  std::signal (SIGTERM, n::wh2); // { dg-message "is registered as a signal handler here but defined in another translation unit" }
  return 0;
}

// { dg-final { scan-assembler-not "\tcld\n" } }
