/* SPDX-License-Identifier: GPL-3.0-or-later */
/* asm-audit=note is the audit's -Wno-error= (a plugin cannot add a -W
   option): under -Werror the finding is a note naming the key, and the
   compile succeeds.  */
/* { dg-do compile } */
/* { dg-options "-O2 -Werror" } */
/* { dg-cld-plugin-args "asm-audit=note" } */

void plain (void) { __asm__ volatile ("std"); } /* { dg-message "note: cld: 'asm' executes 'std' and no 'cld' after it before other code: DF stays set, but that code assumes it is clear \\\['-fplugin-arg-cld-asm-audit'\\\]" } */
