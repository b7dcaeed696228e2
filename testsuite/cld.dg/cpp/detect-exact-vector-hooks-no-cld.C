/* SPDX-License-Identifier: GPL-3.0-or-later */
// detect=exact: exit hooks kept in a std::vector<void (*) (int)> are no
// handlers because a table of std::pair<int, void (*) (int)> is
// installed through a structured binding.  The binding reads the
// pair's second member through std::get, a pointer into the loop's copy
// of one entry -- not memory of type void (*) (int), where push_back
// stores the hooks.
// { dg-do compile }
// { dg-options "-std=gnu++17" }
// { dg-cld-plugin-args "detect=exact" }

#include <csignal>
#include <utility>
#include <vector>

static volatile std::sig_atomic_t got;

static void on_int (int s) { got = s; }
static void on_term (int s) { got = s + 1; }
static void exit_hook (int code) { got = code + 2; }

static const std::pair<int, void (*) (int)> sigtab[] = {
  { SIGINT, on_int }, { SIGTERM, on_term }
};
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
// { dg-final { scan-function-entry-cld _ZL7on_termi } }
// { dg-final { scan-function-no-entry-cld _ZL9exit_hooki } }
// { dg-final { scan-assembler-times "\tcld\n" 2 } }
