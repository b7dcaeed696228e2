// SPDX-License-Identifier: GPL-3.0-or-later
// detect=auto: a handler kept in a std::atomic<void (*) (int)> (store,
// load) before it is registered gets its cld: the atomic built-ins the
// member functions use are not followed, so the address escapes.
// { dg-do compile }

#include <atomic>
#include <csignal>

static volatile int got;
static std::atomic<void (*) (int)> slot;

static void on_usr1 (int s) { got = s; }

void keep () { slot.store (on_usr1); }

void
install ()
{
  std::signal (SIGUSR1, slot.load ());
}

// { dg-final { scan-function-entry-cld _ZL7on_usr1i } }
