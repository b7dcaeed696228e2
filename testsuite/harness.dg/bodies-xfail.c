/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check-function-bodies must fail on wrong descriptions; each function
   below is described wrongly on purpose and must be XFAIL, never XPASS.  */
/* { dg-do compile } */
/* { dg-options "-mcld -mstringop-strategy=rep_4byte" } */
/* { dg-final { check-function-bodies "**" "" "" { xfail *-*-* } } } */

struct big { char b[2000]; };

/* The cld comes before the rep movsl, not after it.
** copy:
** ...
**	rep movsl
**	cld
** ...
*/
void
copy (struct big *d, const struct big *s)
{
  *d = *s;
}

/* A line too many: "..." may match nothing, but a regexp needs a line.
** plain:
** ...
**	ret
**	ret
*/
int
plain (int x)
{
  return x + 1;
}

/* A line too few: every line of the body must be matched.
** plain2:
**	ret
*/
int
plain2 (int x)
{
  return x * 3;
}

/* No such function.
** missing:
** ...
*/
