/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An unknown key is an error that lists the valid keys.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-cld-nosuchkey" } */
/* { dg-error "cld: unknown argument '-fplugin-arg-cld-nosuchkey'; valid keys are help, version, disable, verbose" "" { target *-*-* } 0 } */

void f (void) { }
