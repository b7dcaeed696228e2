/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler-shaped function of another file that escapes here, but not
   as a handler (handed to a function of a third file as a "void *"): no
   thunk -- that file may compare the pointer --, a record for the link,
   and with verbose a note that says so.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "verbose" } */

#include <signal.h>

extern void hand_over (void *);
extern void record_signo (int);

void
install (void)
{
  hand_over ((void *) record_signo); /* { dg-message "cld: 'record_signo', defined in another file, escapes here where it may be registered as a signal handler \\(passed to or returned by external function hand_over\\); this file cannot protect it: the link-time check warns if its definition starts without 'cld'" } */
}

/* { dg-final { scan-assembler-not "cld_thunk\\.record_signo" } } */
/* { dg-final { scan-assembler "cld1 esc record_signo " } } */
