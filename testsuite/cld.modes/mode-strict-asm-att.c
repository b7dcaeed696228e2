/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict: a cld right before every asm statement that runs a string
   instruction, in every AT&T spelling: each mnemonic, each size suffix,
   with and without rep/repe/repz/repne/repnz prefixes (also "rep;" and
   "rep/" forms), explicit operands, upper case, after a label, in extended,
   basic and goto asm.  One statement, however many string insns in it, gets
   one cld, before it: that is the only place the compiler can put one.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=strict" } */

#define A(name, text) void name (void) { __asm__ volatile (text ::: "memory"); }
#define B(name, text) void name (void) { __asm__ volatile (text); }

A (movsb, "rep movsb")
A (movsw, "rep movsw")
A (movsl, "rep movsl")
A (movsq, "rep movsq")
A (movs_ops, "movs (%%rsi), %%es:(%%rdi)")
A (movsb_ops, "movsb %%ds:(%%esi), %%es:(%%edi)")
A (stosb, "rep stosb")
A (stosq, "rep; stosq")
A (stos_ops, "stos %%al, %%es:(%%rdi)")
A (lodsb, "lodsb")
A (lodsl, "1: lodsl\n\tloop 1b")
A (scasb, "repne scasb")
A (scasw, "repnz scasw")
A (cmpsb, "repe cmpsb")
A (cmpsq, "repz cmpsq")
A (insb, "rep insb")
A (insl, "insl")
A (outsb, "rep outsb")
A (outsw, "outsw")
A (upper, "REP MOVSB")
A (after_other, "movl $1, %%ecx\n\trep movsb")
A (two_in_one, "rep movsb\n\trep stosb")
A (dialects, "{rep movsl|rep movsd}")
B (basic, "rep movsb")
B (basic_semicolon, "nop; movsb")

int asm_goto (void)
{
	__asm__ goto ("rep movsb; jmp %l0" : : : "memory" : out);
	return 0;
out:
	return 1;
}

/* { dg-final { scan-function-assembler-times movsb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times movsw "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times movsl "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times movsq "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times movs_ops "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times movsb_ops "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times stosb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times stosq "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times stos_ops "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times lodsb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times lodsl "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times scasb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times scasw "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times cmpsb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times cmpsq "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times insb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times insl "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times outsb "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times outsw "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times upper "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times after_other "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times two_in_one "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times dialects "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times basic "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times basic_semicolon "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times asm_goto "\tcld\n" 1 } } */
/* Right before: the cld is the last insn before the asm text.  */
/* { dg-final { scan-function-assembler movsb "\tcld\n\trep movsb\n" } } */
/* { dg-final { scan-function-assembler basic "\tcld\n\trep movsb\n" } } */
/* { dg-final { scan-function-assembler upper "\tcld\n\tREP MOVSB\n" } } */
