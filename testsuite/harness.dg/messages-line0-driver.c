/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A line-0 error from the driver, whose name (gcc, gcc-12, ...) varies.  */
/* { dg-do compile } */
/* { dg-options "-fharness-nonexistent" } */
/* { dg-error "unrecognized command-line option '-fharness-nonexistent'" "" { target *-*-* } 0 } */

int x;
