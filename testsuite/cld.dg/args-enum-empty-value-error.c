/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode= and detect= with an empty value are missing a value, not given a
   bad one: each is an error that lists its valid values.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode= detect=" } */
/* { dg-error "cld: '-fplugin-arg-cld-mode' needs a value; valid values are handlers, mcld, strict, all" "" { target *-*-* } 0 } */
/* { dg-error "cld: '-fplugin-arg-cld-detect' needs a value; valid values are none, exact, auto, signature" "" { target *-*-* } 0 } */

void f (void) { }
