/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Preprocessed assembler: the specs must not load the plugin for it.  */
#define CLD_SPECS_INSN nop
	.text
	CLD_SPECS_INSN
