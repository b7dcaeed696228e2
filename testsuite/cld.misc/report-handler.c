/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A static handler registered with signal(), for report.exp: compiled
   under odd file names, and twice into one LTO link (with
   report-handler-main.c), where the link-time compiler renames it.  */
#include <signal.h>

static volatile int got;

static void
on_sig (int s)
{
	got = s;
}

void
report_setup (void)
{
	signal (SIGINT, on_sig);
}
