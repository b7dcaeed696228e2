/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A line-0 error: cc1 complains about a plugin argument without a file
   or line, exactly as a misused -fplugin-arg-cld-... would look.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-harness-key" } */
/* { dg-error "plugin harness should be specified before '-fplugin-arg-harness-key'" "" { target *-*-* } 0 } */

int x;
