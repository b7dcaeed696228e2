/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined in another file and handed, as a handler, to an
   installer of a third file (busybox's bb_signals (mask, record_signo)
   from syslogd.c): the installer may register it, so it gets the
   handler's thunk, as signal () would.  */
/* { dg-do compile } */

extern void bb_signals (int, void (*) (int));
extern void record_signo (int);

void
install (void)
{
  bb_signals (1 << 15, record_signo);
}

/* { dg-final { scan-function-entry-cld cld_thunk.record_signo } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.record_signo" } } */
/* { dg-final { scan-assembler "cld1 thunk record_signo " } } */
/* { dg-final { scan-assembler-not "cld1 esc record_signo " } } */
