/* SPDX-License-Identifier: GPL-3.0-or-later */
/* On a type GCC's own rule for declaration attributes applies.  */
/* { dg-do compile } */

struct __attribute__((signal_handler)) tagged { int x; }; /* { dg-warning "attribute does not apply to types|only applies to functions" } */

__attribute__((signal_handler)) void on_signal (int sig) { }

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
