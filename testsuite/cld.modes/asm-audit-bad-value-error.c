/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A bad value for asm-audit is an error that lists the valid ones.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "asm-audit=maybe" } */
/* { dg-error "bad value 'maybe' for '-fplugin-arg-cld-asm-audit'; valid values are yes, no, note" "" { target *-*-* } 0 } */
/* { dg-prune-output "compilation terminated" } */

int x;
