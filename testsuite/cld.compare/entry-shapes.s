# SPDX-License-Identifier: GPL-3.0-or-later
# cld-compare --audit input (x86-64): which starts count as an entry cld.
# Yes: cld first (after endbr), or right after the frame setup
# "push %rbp; mov %rsp,%rbp" -- the two shapes the plugin emits.  No:
# anything looser.  Each function's name says what the audit must find.
	.text
	.macro	fn name
	.globl	\name
	.type	\name, @function
\name:
	.endm
	.macro	end name
	ret
	.size	\name, .-\name
	.endm

	fn	yes_cld_first
	cld
	end	yes_cld_first

	fn	yes_endbr_cld
	endbr64
	cld
	end	yes_endbr_cld

	fn	yes_frame_cld
	push	%rbp
	mov	%rsp, %rbp
	cld
	pop	%rbp
	end	yes_frame_cld

	fn	yes_endbr_frame_cld
	endbr64
	push	%rbp
	mov	%rsp, %rbp
	cld
	pop	%rbp
	end	yes_endbr_frame_cld

	fn	no_cld_after_frame_and_sub
	push	%rbp
	mov	%rsp, %rbp
	sub	$16, %rsp
	cld
	leave
	end	no_cld_after_frame_and_sub

	fn	no_cld_after_push_rbx
	push	%rbx
	cld
	pop	%rbx
	end	no_cld_after_push_rbx

	fn	no_cld_after_push_rbp_only
	push	%rbp
	cld
	pop	%rbp
	end	no_cld_after_push_rbp_only

	fn	no_cld_after_other_mov
	push	%rbp
	mov	%rdi, %rbp
	cld
	pop	%rbp
	end	no_cld_after_other_mov

	fn	no_cld_after_frame_twice
	push	%rbp
	mov	%rsp, %rbp
	push	%rbp
	mov	%rsp, %rbp
	cld
	leave
	leave
	end	no_cld_after_frame_twice

	fn	no_nop_between_frame_and_cld
	push	%rbp
	mov	%rsp, %rbp
	nop
	cld
	pop	%rbp
	end	no_nop_between_frame_and_cld
	.section	.note.GNU-stack,"",@progbits
