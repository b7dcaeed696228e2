/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-additional-sources are compiled and linked with the test.  */
/* { dg-do run } */
/* { dg-additional-sources "helpers/run-sources-helper.c" } */

extern int harness_helper (int);

int
main (void)
{
  return harness_helper (41) != 42;
}
