// SPDX-License-Identifier: GPL-3.0-or-later
// C++: a static member function installed with sigaction, and a handler
// with C linkage installed with std::signal.
// gdb-break: Handlers::on_usr1
// gdb-break: on_usr2
#include <csignal>
#include <cstring>

static char buf[256], src[256] = "x";
static volatile int got;

struct Handlers
{
  __attribute__ ((noinline)) static void
  on_usr1 (int sig)
  {
    got = sig;
    std::memcpy (buf, src, sizeof buf);
  }
};

extern "C" __attribute__ ((noinline)) void
on_usr2 (int sig)
{
  got += sig;
  std::memmove (buf + 1, buf, sizeof buf - 1);
}

int
main ()
{
  struct sigaction sa;

  std::memset (&sa, 0, sizeof sa);
  sa.sa_handler = Handlers::on_usr1;
  sigaction (SIGUSR1, &sa, 0);
  std::signal (SIGUSR2, on_usr2);
  std::raise (SIGUSR1);
  std::raise (SIGUSR2);
  return got != SIGUSR1 + SIGUSR2;
}
