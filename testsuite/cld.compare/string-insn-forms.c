/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare input for the string-instruction classifier.
   every_string_insn: 21 string instructions in every form objdump prints
   (26 with the 64-bit q forms), and 2 cld.
   look_alikes: instructions spelled like string instructions that are not
   (SSE movsd/movss/cmpsd/cmpss, also on (%esi)/(%edi), sign extensions
   movsbl/movswl/movslq):
   0 string instructions, 0 cld.  */
void
every_string_insn (void)
{
	__asm__ volatile ("cld\n\t"
			  "rep movsb\n\trep movsw\n\trep movsl\n\t"
			  "rep stosb\n\tstosw\n\tstosl\n\t"
			  "lodsb\n\tlodsw\n\tlodsl\n\t"
			  "repe scasb\n\tscasw\n\tscasl\n\t"
			  "repne cmpsb\n\tcmpsw\n\tcmpsl\n\t"
			  "insb\n\tinsw\n\tinsl\n\t"
			  "outsb\n\toutsw\n\toutsl\n\t"
#ifdef __x86_64__
			  "movsq\n\tstosq\n\tlodsq\n\tscasq\n\tcmpsq\n\t"
#endif
			  "std\n\tcld" ::: "memory");
}

void
look_alikes (void)
{
	__asm__ volatile ("movsd %%xmm0, %%xmm1\n\t"
			  "movss %%xmm0, %%xmm1\n\t"
			  "cmpsd $0, %%xmm1, %%xmm0\n\t"
			  "cmpss $1, %%xmm1, %%xmm0\n\t"
			  "movsbl %%al, %%ecx\n\t"
			  "movswl %%ax, %%ecx\n\t"
			  "movsbw %%al, %%cx\n\t"
#ifdef __x86_64__
			  "movslq %%eax, %%rcx\n\t"
			  "movsbq %%al, %%rcx\n\t"
#endif
			  "movsd %%xmm0, (%%esp)\n\t"
			  /* The string registers as memory operands.  */
			  "movsd (%%esi), %%xmm0\n\t"
			  "movss %%xmm0, (%%edi)\n\t"
			  "cmpsd $0, (%%esi), %%xmm0" ::: "memory", "ecx");
}
