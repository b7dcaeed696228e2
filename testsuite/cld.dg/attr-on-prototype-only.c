/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attribute on a prototype carries over to the definition.  */
/* { dg-do compile } */

static void on_signal (int sig) __attribute__((signal_handler));
void (*keep) (int) = on_signal;

static void
on_signal (int sig)
{
}

/* { dg-final { scan-function-assembler-times "on_signal" {\mcld\M} 1 } } */
