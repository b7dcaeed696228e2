/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect without a value is an error that lists the valid values, in the
   same words as for mode (cld.modes/mode-needs-value.c).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect" } */
/* { dg-error "cld: '-fplugin-arg-cld-detect' needs a value; valid values are none, exact, auto, signature" "" { target *-*-* } 0 } */

void f (void) { }
