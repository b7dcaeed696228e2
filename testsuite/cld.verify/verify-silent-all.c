/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify accepts mode=all output: every function starts with cld, handlers
   (marked and found) once, under endbr and patchable nops.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full -fpatchable-function-entry=2 -mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=all verify" } */

#include "verify-program.h"

/* Scans so that the test fails without the plugin, not just with a bad
   verify: both handlers start with their cld.  */
/* { dg-final { scan-function-assembler-times marked "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times found "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times setup "\tcld\n" 1 } } */
