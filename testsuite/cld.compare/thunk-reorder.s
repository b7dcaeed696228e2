# SPDX-License-Identifier: GPL-3.0-or-later
# cld-compare --compare input (x86-64): reg registers f; in the "cld
# build" (--defsym CLD=1) it registers cld_thunk.f, and the scheduler has
# put the load of that address after another instruction, as GCC did in
# rsync's main: the same instructions in another order, rerouted, not
# mapped.  All local, so that the assembler resolves every address.
	.text
	.type	f, @function
f:
	ret
	.size	f, .-f
	.type	install, @function
install:
	ret
	.size	install, .-install
	.type	reg, @function
reg:
	.ifdef	CLD
	movl	$2, %edi
	leaq	cld_thunk.f(%rip), %rsi
	.else
	leaq	f(%rip), %rsi
	movl	$2, %edi
	.endif
	jmp	install
	.size	reg, .-reg
	.ifdef	CLD
	.type	cld_thunk.f, @function
cld_thunk.f:
	cld
	jmp	f
	.size	cld_thunk.f, .-cld_thunk.f
	.endif
