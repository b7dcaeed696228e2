/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict recognises Intel spellings too: movsd/cmpsd/scasd/lodsd/
   stosd/insd/outsd without operands are string insns, "byte ptr [rdi]"
   operands are memory through rdi/rsi; in extended asm's {att|intel}
   alternatives and in .intel_syntax blocks.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=strict" } */

#define I(name, text) \
  void name (void) \
  { __asm__ volatile (".intel_syntax noprefix\n\t" text "\n\t.att_syntax prefix" ::: "memory"); }

I (i_movsd, "rep movsd")
I (i_cmpsd, "repe cmpsd")
I (i_scasd, "repne scasd")
I (i_lodsd, "lodsd")
I (i_stosd, "rep stosd")
I (i_insd, "insd")
I (i_outsd, "outsd")
I (i_movs_ptr, "movs byte ptr [rdi], byte ptr [rsi]")
I (i_stos_ptr, "stos dword ptr [edi]")
I (i_upper, "REP STOSD")

void i_dialect (void)
{
	__asm__ volatile ("{rep stosl|rep stosd}" ::: "memory");
}

/* { dg-final { scan-function-assembler-times i_movsd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_cmpsd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_scasd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_lodsd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_stosd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_insd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_outsd "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_movs_ptr "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_stos_ptr "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_upper "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times i_dialect "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler i_movsd "\tcld\n\trep movsd\n" } } */
