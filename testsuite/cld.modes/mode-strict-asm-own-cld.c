/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict adds nothing before an asm that itself clears DF before
   each of its string insns; it does add a cld when a label, std or popf
   comes between the asm's cld and the string insn (a jump may land on the
   label with DF set; std sets it), and when the cld comes after.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=strict asm-audit=no" } */

#define A(name, text) void name (void) { __asm__ volatile (text ::: "memory"); }

A (own_cld, "cld; rep movsb")
A (own_cld_twice, "cld\n\trep movsb\n\tnop\n\trep stosb")
A (label_between, "cld\n1:\n\trep movsb")
A (std_between, "cld; std; rep movsb")
A (popf_between, "cld; popf; rep movsb")
A (cld_after, "rep movsb; cld")

/* { dg-final { scan-function-assembler-times own_cld "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times own_cld_twice "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times label_between "\tcld\n" 2 } } */
/* { dg-final { scan-function-assembler-times std_between "\tcld; std; rep movsb\n" 1 } } */
/* { dg-final { scan-function-assembler std_between "\tcld\n\tcld; std; rep movsb\n" } } */
/* { dg-final { scan-function-assembler popf_between "\tcld\n\tcld; popf; rep movsb\n" } } */
/* { dg-final { scan-function-assembler cld_after "\tcld\n\trep movsb; cld\n" } } */
