/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A directive without arguments must be seen: dg.exp alone would skip
   "{ dg-excess-errors }" and report FAIL instead of XFAIL.  */
/* { dg-do compile } */
/* { dg-excess-errors } */

int *p = 1;
