/* SPDX-License-Identifier: GPL-3.0-or-later */
/* help and version take no value.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-version=2" } */
/* { dg-error "cld: '-fplugin-arg-cld-version' takes no value" "" { target *-*-* } 0 } */

void f (void) { }
