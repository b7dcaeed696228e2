/* SPDX-License-Identifier: GPL-3.0-or-later */
// A handler that is a template instance (a common idiom for per-signal
// handlers) gets its cld in every instantiation.
// { dg-do compile }

template <int SIG> [[gnu::signal_handler]] void on_signal (int) { }

void (*handlers[]) (int) = { on_signal<1>, on_signal<2> };

// { dg-final { scan-function-assembler-times "_Z9on_signalILi1EEvi" {\mcld\M} 1 } }
// { dg-final { scan-function-assembler-times "_Z9on_signalILi2EEvi" {\mcld\M} 1 } }
