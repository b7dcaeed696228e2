// SPDX-License-Identifier: GPL-3.0-or-later
// A C++ inline handler whose body this file has: its thunk is still
// "cld", then a jump to it (IPA-SRA may drop its unused parameter),
// with nothing of its body inlined, so the handler keeps its own code.
// { dg-do compile }
// { dg-options "-fcf-protection=none" }
// { dg-require-effective-target lp64 }

#include <csignal>

inline void on_usr1 (int) { static volatile int n; n = n + 1; }

void
install ()
{
  std::signal (SIGUSR1, on_usr1);
}

// { dg-final { check-function-bodies "**" "" "-O2" } }
/*
** cld_thunk._Z7on_usr1i:
**	cld
**	jmp	_Z7on_usr1i(\.isra\.0)?(@PLT)?
*/
