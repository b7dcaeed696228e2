/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report without a file name is an error that shows the expected form.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "report" } */
/* { dg-error "cld: '-fplugin-arg-cld-report' needs a file name \\('-fplugin-arg-cld-report=FILE'\\)" "" { target *-*-* } 0 } */

void f (void) { }
