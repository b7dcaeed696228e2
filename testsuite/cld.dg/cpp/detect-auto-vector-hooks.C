/* SPDX-License-Identifier: GPL-3.0-or-later */
// detect=auto (the default) stays conservative: exit hooks kept in a
// std::vector<void (*) (int)> still get their cld next to a table of
// std::pair<int, void (*) (int)> installed through a structured binding
// (the vector's storage is memory of the handler type, which external
// code can read).
// { dg-do compile }
// { dg-options "-std=gnu++17" }

#include <csignal>
#include <utility>
#include <vector>

static volatile std::sig_atomic_t got;

static void on_int (int s) { got = s; }
static void exit_hook (int code) { got = code + 2; }

static const std::pair<int, void (*) (int)> sigtab[] = { { SIGINT, on_int } };
static std::vector<void (*) (int)> hooks;

void
setup ()
{
  for (auto [sig, fn] : sigtab)
    std::signal (sig, fn);
  hooks.push_back (exit_hook);
}

void
finish (int code)
{
  for (auto h : hooks)
    h (code);
}

// { dg-final { scan-function-entry-cld _ZL6on_inti } }
// { dg-final { scan-function-entry-cld _ZL9exit_hooki } }
// { dg-final { scan-assembler-times "\tcld\n" 2 } }
