/* SPDX-License-Identifier: GPL-3.0-or-later */
// detect=exact in C++: sigaction members, a handler table, a wrapper
// template, and a captureless lambda converted to a function pointer.
// { dg-do compile }
// { dg-cld-plugin-args "detect=exact" }

#include <csignal>
#include <cstring>

static volatile std::sig_atomic_t got;

extern "C" {
static void h_member (int s) { got = s; }
static void h_info (int s, siginfo_t *, void *) { got = s + 1; }
static void h_table (int s) { got = s + 2; }
static void h_template (int s) { got = s + 3; }
void not_a_handler (int s) { got = s + 4; }
}

namespace {
struct Entry { int sig; void (*fn) (int); };
const Entry table[] = { { SIGUSR1, h_table } };

template <typename F>
__attribute__ ((noinline)) void
install (int sig, F fn)
{
  struct sigaction sa;
  std::memset (&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  sigaction (sig, &sa, nullptr);
}
}

int
main ()
{
  struct sigaction sa {};
  sa.sa_handler = h_member;
  sigaction (SIGINT, &sa, nullptr);
  sa.sa_sigaction = h_info;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGSEGV, &sa, nullptr);
  for (const Entry &e : table)
    std::signal (e.sig, e.fn);
  install (SIGHUP, h_template);
  std::signal (SIGTERM, [] (int s) { got = s + 5; });
  not_a_handler (1);
  return 0;
}

// { dg-final { scan-function-entry-cld h_member } }
// { dg-final { scan-function-entry-cld h_info } }
// { dg-final { scan-function-entry-cld h_table } }
// { dg-final { scan-function-entry-cld h_template } }
// { dg-final { scan-function-assembler-times not_a_handler "\tcld\n" 0 } }
// { dg-final { scan-function-assembler-times main "\tcld\n" 0 } }
// { dg-final { scan-assembler-times "\tcld\n" 5 } }
