/* SPDX-License-Identifier: GPL-3.0-or-later */
// extern "C" handlers, as most C++ programs register them.
// { dg-do compile }
// { dg-options "-fcf-protection=none" }

extern "C" void on_signal (int) __attribute__((signal_handler));
extern "C" void on_signal (int) { }

// { dg-final { scan-function-entry-cld on_signal } }
