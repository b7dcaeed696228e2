/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attribute takes no arguments.  */
/* { dg-do compile } */

void on_signal (int) __attribute__((signal_handler (1))); /* { dg-error "wrong number of arguments specified for 'signal_handler' attribute" } */
/* { dg-message "expected" "" { target *-*-* } .-1 } */
