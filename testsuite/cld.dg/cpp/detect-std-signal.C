/* SPDX-License-Identifier: GPL-3.0-or-later */
// detect=exact finds handlers given to std::signal and to ::signal in C++.
// { dg-do compile }
// { dg-cld-plugin-args "detect=exact" }

#include <csignal>

static volatile std::sig_atomic_t got;

extern "C" {
static void on_int (int s) { got = s; }
static void on_term (int s) { got = s + 1; }
void not_a_handler (int s) { got = s + 2; }
}

namespace app {
struct Notifier {
  // A member named signal is not libc's.
  static void signal (int, void (*) (int));
};
}

int
main ()
{
  std::signal (SIGINT, on_int);
  ::signal (SIGTERM, &on_term);
  not_a_handler (1);
  app::Notifier::signal (SIGHUP, not_a_handler);
  return 0;
}

// { dg-final { scan-function-entry-cld on_int } }
// { dg-final { scan-function-entry-cld on_term } }
// { dg-final { scan-function-assembler-times not_a_handler "\tcld\n" 0 } }
// { dg-final { scan-assembler-times "\tcld\n" 2 } }
