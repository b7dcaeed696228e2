/* SPDX-License-Identifier: GPL-3.0-or-later */
/* mode=strict leaves alone asm whose mnemonics only look like string
   insns: SSE movsd/cmpsd/movss with register operands, the sign
   extensions movsx/movsbl/movswl/movslq/movsxd, movzx, insertps, and
   mnemonics that only mention one in a comment.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=strict" } */

#define A(name, text) void name (void) { __asm__ volatile (text); }

A (sse_movsd, "movsd %xmm0, %xmm1")
A (sse_movsd_mem, "movsd 8(%rsp), %xmm1")
A (sse_cmpsd, "cmpsd $1, %xmm0, %xmm1")
A (sse_movss, "movss %xmm0, %xmm1")
A (intel_movsd, ".intel_syntax noprefix\n\tmovsd xmm0, QWORD PTR [rsi]\n\t.att_syntax prefix")
A (movsx, "movsbl (%rsi), %eax\n\tmovswl (%rdi), %eax\n\tmovslq %eax, %rax\n\tmovsx %al, %eax\n\tmovzx %al, %eax")
A (movsxd, ".intel_syntax noprefix\n\tmovsxd rax, DWORD PTR [rsi]\n\t.att_syntax prefix")
A (insertps, "insertps $0, %xmm0, %xmm1")
A (comment, "nop # rep movsb\n\tnop /* stosb */")
A (register_sign, "movsb %al, %ecx")

/* { dg-final { scan-assembler-not "\tcld\n" } } */
