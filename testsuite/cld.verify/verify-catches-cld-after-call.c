/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify reports a handler whose only cld comes after a call: under
   mode=mcld GCC's own mode switching puts one right before the struct
   copy, and debug-skip withholds the entry cld, so the first cld follows
   the call to record() (mode-mcld-string-insn.c shows that cld).  A cld
   somewhere in the function is not a cld at its entry.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "verify mode=mcld debug-skip=on_sig" } */

struct big { char b[2000]; };
static struct big live, saved;
extern void record (int);

__attribute__ ((signal_handler)) void
on_sig (int s)	/* { dg-error "cld: verify: 'on_sig' does not start with 'cld' \\(signal handler, 'mode=mcld'\\)" } */
{
	record (s);
	saved = live;
}
