# SPDX-License-Identifier: GPL-3.0-or-later
# cld-compare --compare, i386: GNU as pads 32-bit code with lea forms
# ("lea 0x0(%esi,%eiz,1),%esi" here, "lea 0x0(%esi),%esi" once a leading
# cld has moved the loop by one byte), as in libreadline's lib32 build.
# Assembled twice, with --defsym CLD=1 for the cld build: h must come out
# protected, the padding change not unexpected.
	.text
	.globl	h
	.type	h, @function
h:
	.ifdef	CLD
	cld
	.endif
	movl	4(%esp), %eax
	.p2align 4,,10
	.p2align 3
.L2:
	subl	$1, %eax
	jne	.L2
	ret
	.size	h, .-h
