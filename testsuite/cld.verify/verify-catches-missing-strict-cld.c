/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify in mode=strict: a string instruction without a cld right before
   it is an error at that instruction's line.  */
/* { dg-do compile } */
/* { dg-options "-mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=strict verify debug-skip=copy" } */

struct big { char b[2000]; };

void
copy (struct big *d, const struct big *s)
{
	*d = *s;	/* { dg-error "cld: verify: string instruction in 'copy' is not right after a 'cld' \\('mode=strict'\\)" } */
}

void
kept (struct big *d, const struct big *s)
{
	*d = *s;
}

