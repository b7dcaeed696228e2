/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp: another program's on_x, an ordinary function (see
   namesake-handler.c).  Its lack of cld is no failure of the audit.  */
volatile int total;

__attribute__ ((noinline)) void
on_x (int s)
{
	total += s;
}

int
main (void)
{
	on_x (2);
	return total != 2;
}
