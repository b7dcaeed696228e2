/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A yes/no key with another value is an error naming the valid values.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-verbose=maybe" } */
/* { dg-error "cld: bad value 'maybe' for '-fplugin-arg-cld-verbose'; valid values are yes, no" "" { target *-*-* } 0 } */

void f (void) { }
