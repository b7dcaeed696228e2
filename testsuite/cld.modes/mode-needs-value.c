/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode without a value is an error that lists the valid values.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode" } */
/* { dg-error "'-fplugin-arg-cld-mode' needs a value; valid values are handlers, mcld, strict, all" "" { target *-*-* } 0 } */

int x;
