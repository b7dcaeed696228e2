/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libcld-guard.so: the stubs the kernel enters instead of the program's
 * handlers (guard.h).  A stub clears DF and jumps -- never calls -- to its
 * handler, so the handler sees the arguments, registers, stack and return
 * address of the kernel's signal frame exactly: siglongjmp, ucontext
 * edits, alternate stacks and unwinding through the frame are unchanged.
 */
#include "guard.h"

	.section .note.GNU-stack, "", @progbits

	.bss
	.balign 64
	.globl cldg_slots
	.hidden cldg_slots
	.type cldg_slots, @object
	.size cldg_slots, CLDG_NSTUBS * CLDG_SLOT_SIZE
cldg_slots:
	.zero CLDG_NSTUBS * CLDG_SLOT_SIZE

	.text
	.balign 64
	.globl cldg_stubs
	.hidden cldg_stubs
	.type cldg_stubs, @function
cldg_stubs:
	.set cldg_i, 0
	.rept CLDG_NSTUBS
1:
	cld
#if defined __x86_64__
	jmp *cldg_slots + CLDG_SLOT_SIZE * cldg_i(%rip)
#else
	/* No register is free (a regparm handler takes its arguments in
	   %eax, %edx and %ecx) and PIC code cannot name the slot without
	   one: save %eax, find the slot from the pc, then return into the
	   handler with `ret $4', which pops the saved copy too.  %esp ends
	   where the kernel left it; only the free stack below is written.  */
	push %eax
	push %eax
	call 2f
2:	pop %eax
	mov cldg_slots + CLDG_SLOT_SIZE * cldg_i - 2b(%eax), %eax
	mov %eax, (%esp)
	mov 4(%esp), %eax
	ret $4
#endif
	.org 1b + CLDG_STUB_SIZE, 0xcc
	.set cldg_i, cldg_i + 1
	.endr
	.size cldg_stubs, CLDG_NSTUBS * CLDG_STUB_SIZE
