/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-ld.so, the link-time check: what its files share.
 *
 *   cld-ld.c   the linker plugin: options, hooks, the warnings
 *   elf.c      reads one relocatable ELF object (32 or 64 bit) from the
 *              linker's file descriptor: its .cld.records section and
 *              its defined global functions
 *   archive.c  names an archive member for a warning: "libx.a(a.o)"
 *   records.c  parses records and keeps the link's tables: who defines
 *              what, which definitions start with cld, what is
 *              registered where; finds the definitions to warn about
 *
 * Calls go one way: cld-ld.c calls elf.c, archive.c and records.c,
 * which call nothing of each other.
 */
#ifndef CLD_LD_H
#define CLD_LD_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

/* elf.c ------------------------------------------------------------- */

/* One object as cldl_elf_read found it.  The buffers belong to the
   structure and are reused by the next read into it.  */
struct cldl_elf {
	int is_rel;		/* an ELF relocatable object (else all empty) */
	const char *records;	/* the .cld.records section, or NULL */
	size_t records_size;
	const unsigned char *syms;	/* the global part of .symtab */
	size_t nsyms;
	size_t symsize;		/* 16 (ELF32) or 24 (ELF64) */
	const char *strtab;
	size_t strtab_size;
	const char *problem;	/* why the object was ignored, or NULL */
	/* Storage.  */
	const char *shstrtab;	/* read on first use, else NULL */
	unsigned char *shdrs_buf, *syms_buf;
	char *strtab_buf, *records_buf, *shstrtab_buf;
	size_t shdrs_cap, syms_cap, strtab_cap, records_cap, shstrtab_cap;
};

/* The name of the records section.  */
#define CLDL_RECORDS_SECTION ".cld.records"

int cldl_elf_read (int fd, off_t offset, off_t size, int locals,
		   struct cldl_elf *e);
const char *cldl_elf_function (const struct cldl_elf *e, size_t i,
			       int *strong);
size_t cldl_elf_sources (const struct cldl_elf *e, const char **first);
void cldl_elf_free (struct cldl_elf *e);

/* archive.c -------------------------------------------------------- */

char *cldl_member_name (const char *archive, off_t offset);

/* records.c --------------------------------------------------------- */

/* Kinds of records that name a registration.  */
enum cldl_kind {
	CLDL_REG,		/* registered as a handler, unprotected */
	CLDL_ESC		/* escapes where it may be registered */
};

/* A definition to warn about: the first registration found for SYMBOL
   (a "reg" one if there is any, else an "esc" one), how many places
   there are in all, and the object that defines it.  */
struct cldl_finding {
	const char *symbol;
	uint64_t hash;
	const char *where;
	enum cldl_kind kind;
	unsigned nplaces;
	unsigned def_obj;
	unsigned reg_obj;
};

#define CLDL_NO_OBJECT 0xffffffffu

unsigned cldl_object_new (const char *name, off_t offset, off_t size);
off_t cldl_object_offset (unsigned obj);
off_t cldl_object_size (unsigned obj);
const char *cldl_object_name (unsigned obj);
const char *cldl_object_unit (unsigned obj);
int cldl_object_has_records (unsigned obj);
void cldl_def_add (unsigned obj, const char *name, int strong);
unsigned cldl_records_parse (unsigned obj, const char *buf, size_t size,
			     const char **problem);
size_t cldl_check (const struct cldl_finding **findings);
size_t cldl_record_count (void);
void cldl_records_free (void);

#endif /* CLD_LD_H */
