/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The entry cld takes the source location of the insn it precedes, so
   that the line table says at the function's first address what the
   plain build says there: the .loc of the store comes before the cld,
   and none between it and the store (gdb then stops on the body's line,
   with the cld in it, as cld.gdb checks end to end).  -m64 only: -m32
   puts the PIC thunk call, which has no line of its own, after it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -g -fcf-protection=none" } */
/* { dg-require-effective-target lp64 } */

volatile int got;

__attribute__ ((signal_handler)) void
on_sig (int s)
{
	got = s;
}

/* { dg-final { scan-assembler {\.loc 1 17 6 [^\n]*\n\tcld\n\tmovl\t%edi, got\(%rip\)\n} } } */
