/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A failing program must fail the execution test (XFAIL here).  */
/* { dg-do run { xfail *-*-* } } */

int
main (void)
{
  return 1;
}
