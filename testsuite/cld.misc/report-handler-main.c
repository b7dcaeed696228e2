/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The other unit of report.exp's LTO link: a static handler of the same
   name as report-handler.c's, so that the link-time compiler must rename
   one of them (.lto_priv.N).  */
#include <signal.h>

static volatile int got;
extern void report_setup (void);

static void
on_sig (int s)
{
	got = s + 1;
}

int
main (void)
{
	signal (SIGHUP, on_sig);
	report_setup ();
	return 0;
}
