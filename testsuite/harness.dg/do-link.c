/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-do link runs the linker: only it misses the function.  */
/* { dg-do link } */
/* { dg-message "undefined reference to .harness_missing_function." "" { target *-*-* } 0 } */

extern void harness_missing_function (void);

int
main (void)
{
  harness_missing_function ();
  return 0;
}
