/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify accepts mode=strict output: handlers (marked and found), a string
   insn and an asm string insn, under endbr and patchable nops.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full -fpatchable-function-entry=2 -mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=strict verify" } */

#include "verify-program.h"

/* Scans so that the test fails without the plugin, not just with a bad
   verify: both handlers start with their cld.  */
/* { dg-final { scan-function-entry-cld marked {endbr(64|32) nop nop} } } */
/* { dg-final { scan-function-entry-cld found {endbr(64|32) nop nop} } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n\trep movs" 2 } } */
