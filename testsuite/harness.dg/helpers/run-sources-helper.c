/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helper for ../run-sources.c (not a test: dg.exp does not look here).  */

int
harness_helper (int x)
{
  return x + 1;
}
