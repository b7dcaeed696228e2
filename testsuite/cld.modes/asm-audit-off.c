/* SPDX-License-Identifier: GPL-3.0-or-later */
/* asm-audit=no turns the audit off.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "asm-audit=no" } */

void plain (void) { __asm__ volatile ("std"); } /* { dg-bogus "executes 'std'" } */
