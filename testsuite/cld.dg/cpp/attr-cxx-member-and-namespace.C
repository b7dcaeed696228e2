/* SPDX-License-Identifier: GPL-3.0-or-later */
// Static member functions, namespaced functions and C++11 attribute syntax
// are handlers like any other; an unmarked function in the same unit is not.
// { dg-do compile }
// { dg-options "-fcf-protection=none" }

#include <cstring>

char area[100];

struct dispatcher
{
  static void on_signal (int) __attribute__((signal_handler));
};

void
dispatcher::on_signal (int)
{
  std::memset (area, 0, sizeof area);
}

namespace ns
{
  [[gnu::signal_handler]] void on_term (int) { }
}

void not_a_handler (int) { std::memset (area, 1, sizeof area); }

static_assert (__has_attribute (signal_handler), "attribute known");
#if !__has_cpp_attribute (gnu::signal_handler)
#error "gnu::signal_handler not known"
#endif

// { dg-final { scan-function-assembler-times "_ZN10dispatcher9on_signalEi" {\mcld\M} 1 } }
// { dg-final { scan-function-assembler-times "_ZN2ns7on_termEi" {\mcld\M} 1 } }
// { dg-final { scan-assembler-times {\tcld\n} 2 } }
