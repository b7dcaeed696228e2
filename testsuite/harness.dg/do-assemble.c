/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-do assemble runs the assembler: only it sees the .error.  */
/* { dg-do assemble } */
/* { dg-error "harness reached the assembler" "" { target *-*-* } 0 } */

__asm__ (".error \"harness reached the assembler\"");
