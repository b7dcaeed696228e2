/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An unknown mode is an error that lists the valid ones.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=trustno1" } */
/* { dg-error "bad value 'trustno1' for '-fplugin-arg-cld-mode'; valid values are handlers, mcld, strict, all" "" { target *-*-* } 0 } */
/* { dg-prune-output "compilation terminated" } */

int x;
