/* SPDX-License-Identifier: GPL-3.0-or-later */
/* C2x attribute syntax in the gnu namespace.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu2x" } */

[[gnu::signal_handler]] void on_signal (int sig) { }
void plain (int sig) { }

/* { dg-final { scan-function-assembler-times "on_signal" {\mcld\M} 1 } } */
/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
