/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An argument with no key at all is an unknown key: one error listing the
   valid ones, not a crash on the empty name.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-" } */
/* { dg-error "cld: unknown argument '-fplugin-arg-cld-'; valid keys are help, version, disable, verbose" "" { target *-*-* } 0 } */

void f (void) { }
