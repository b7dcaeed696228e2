// SPDX-License-Identifier: GPL-3.0-or-later
// A C++ inline handler: every file that uses it emits a COMDAT copy, and
// the linker keeps whichever it sees first, maybe one without cld.  The
// registration goes through a thunk, a local function whose code is this
// file's.
// { dg-do compile }
// { dg-cld-plugin-args "detect=exact" }

#include <csignal>

inline void on_usr1 (int) { static volatile int n; n = n + 1; }

void
install ()
{
  std::signal (SIGUSR1, on_usr1);
}

// { dg-final { scan-function-entry-cld cld_thunk._Z7on_usr1i } }
// { dg-final { scan-function-assembler _Z7installv "cld_thunk\\._Z7on_usr1i" } }
// The thunk is local.
// { dg-final { scan-assembler-not "\\.globl\tcld_thunk\\._Z7on_usr1i" } }
