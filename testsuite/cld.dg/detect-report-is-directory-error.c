/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A report path that is a directory is one error naming it and why.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "report=/" } */
/* { dg-error "cld: cannot open report file '/': Is a directory" "" { target *-*-* } 0 } */

void f (void) { }
