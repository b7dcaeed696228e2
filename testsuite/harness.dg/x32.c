/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An option in dg-additional-options decides the ABI keywords: -mx32
   comes after the matrix's -m32/-m64.  */
/* { dg-do compile } */
/* { dg-additional-options "-mx32" } */
/* { dg-require-effective-target x32 } */

_Static_assert (sizeof (long) == 4 && sizeof (void *) == 4, "not x32");
void mode_x32 (void) { }

/* { dg-final { scan-assembler "mode_x32:" { target { x32 && ilp32 && ! lp64 && ! ia32 } } } } */
