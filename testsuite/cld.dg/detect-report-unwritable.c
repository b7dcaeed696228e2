/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A report file that cannot be opened is one error naming the path and
   the reason.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "report=/nonexistent-cld-dir/report.json" } */
/* { dg-error "cld: cannot open report file '/nonexistent-cld-dir/report.json': No such file or directory" "" { target *-*-* } 0 } */

void f (void) {}
