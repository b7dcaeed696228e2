# SPDX-License-Identifier: GPL-3.0-or-later
# cld-compare input (x86-64): functions named like cld's thunks
# (plugin/cld-thunk.c) that are not one.  Assembled twice, with --defsym
# CLD=1 for the "cld build": cld_thunk.h starts with cld but passes control
# to another function than h, cld_thunk.g is cld's shape but for g; audit
# and compare must reject the first and accept the second.  All local, so
# that the assembler resolves the jumps: in an object, a jump to a global
# function is left to the linker.
	.text
	.type	h, @function
h:
	ret
	.size	h, .-h
	.type	g, @function
g:
	ret
	.size	g, .-g
	.type	other, @function
other:
	ret
	.size	other, .-other
	.ifdef	CLD
	.type	cld_thunk.h, @function
cld_thunk.h:
	cld
	jmp	other
	.size	cld_thunk.h, .-cld_thunk.h
	.type	cld_thunk.g, @function
cld_thunk.g:
	cld
	jmp	g
	.size	cld_thunk.g, .-cld_thunk.g
	.endif
