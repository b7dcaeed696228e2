/* SPDX-License-Identifier: GPL-3.0-or-later */
/* libcld-guard.so: what guard.c and stubs.S share.
 *
 * Each stub is one fixed-size entry of a table in .text: `cld', then a
 * jump through its slot, a word in .bss that holds one handler of the
 * program.  A slot is written once, from 0 to the handler, and never
 * again, so a stub the kernel has put in a signal frame always reaches
 * the handler it stood for when it was installed.  Included by C and by
 * the assembler.
 */
#ifndef CLDG_GUARD_H
#define CLDG_GUARD_H

/* Distinct handlers a process can have guarded at once.  */
#define CLDG_NSTUBS 1024

#if defined __x86_64__
/* cld; jmp *slot(%rip): 7 bytes.  The slot is 8 bytes under x32 too,
   as jmp reads a 64-bit target.  */
# define CLDG_STUB_SIZE 8
# define CLDG_SLOT_SIZE 8
#elif defined __i386__
/* cld, and a jump that leaves every register and the stack as it found
   them (stubs.S).  */
# define CLDG_STUB_SIZE 32
# define CLDG_SLOT_SIZE 4
#else
# error "libcld-guard.so is for x86 (x86-64, x32, i386) only"
#endif

#ifndef __ASSEMBLER__
# if CLDG_SLOT_SIZE == 8
typedef unsigned long long cldg_slot;
# else
typedef unsigned long cldg_slot;
# endif

extern const char cldg_stubs[] __attribute__ ((visibility ("hidden")));
extern cldg_slot cldg_slots[CLDG_NSTUBS]
	__attribute__ ((visibility ("hidden")));
#endif

#endif
