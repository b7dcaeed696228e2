/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Put TEXT into the object's .cld.records section as cld.so does:
   SHF_EXCLUDE ("e"), so the linker leaves it out of what it links.  TEXT
   goes to the assembler's .ascii: write a newline as "\\n".  */
#ifndef LINK_RECORDS_H
#define LINK_RECORDS_H

#define CLD_RECORDS(text) \
	__asm__ (".pushsection .cld.records,\"e\"\n" \
		 "\t.ascii \"" text "\"\n" \
		 "\t.popsection")

#endif
