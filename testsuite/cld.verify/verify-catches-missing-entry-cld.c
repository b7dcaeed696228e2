/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify reports a handler whose entry cld is missing: debug-skip withholds
   it from on_sig, the one way to get such a function out of the plugin.
   Without verify (or without the plugin) there is no error: this test then
   fails, which is the point.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "verify debug-skip=on_sig" } */

#include <signal.h>

static volatile int got;

__attribute__ ((signal_handler)) void
on_sig (int s)	/* { dg-error "cld: verify: 'on_sig' does not start with 'cld' \\(signal handler, 'mode=handlers'\\)" } */
{
	got = s;
}

__attribute__ ((signal_handler)) void
kept (int s)
{
	got = s + 1;
}

