/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify in mode=all: every function must start with cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=all verify debug-skip=skipped" } */

int
skipped (int x)	/* { dg-error "cld: verify: 'skipped' does not start with 'cld' \\(every function, 'mode=all'\\)" } */
{
	return x + 1;
}

int
kept (int x)
{
	return x * 3;
}

