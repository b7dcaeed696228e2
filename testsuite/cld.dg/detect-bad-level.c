/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An unknown detection level is an error that lists the valid ones.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=everything" } */
/* { dg-error "cld: bad value 'everything' for '-fplugin-arg-cld-detect'; valid values are none, exact, auto, signature" "" { target *-*-* } 0 } */

void f (void) {}
