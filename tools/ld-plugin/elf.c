/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Read what the link-time check needs from one relocatable ELF object:
 * its .cld.records section and the global part of its symbol table.
 *
 * The linker hands the plugin a file descriptor, an offset (an archive
 * member starts inside the archive) and a size; everything is read with
 * pread, which leaves the descriptor's position alone for the linker.
 * ELF32 (i386, x32) and ELF64 (x86-64), little-endian, as cld's targets
 * are; fields are decoded byte by byte, so the host's byte order does not
 * matter.  Extended section numbering (more than 65279 sections, as
 * -ffunction-sections gives large C++ units) is followed.  Anything that
 * does not fit in the object -- a truncated file, an offset out of range
 * -- makes the whole object "ignored" with the reason, never a crash:
 * the caller notes it and the link goes on.  No libelf: a handful of
 * fields is all that is read.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cld-ld.h"

#define CLDL_ET_REL 1
#define CLDL_SHT_PROGBITS 1
#define CLDL_SHT_SYMTAB 2
#define CLDL_SHF_ALLOC 0x2
#define CLDL_SHF_COMPRESSED 0x800
#define CLDL_SHN_UNDEF 0
#define CLDL_SHN_XINDEX 0xffff
#define CLDL_STT_FUNC 2
#define CLDL_STT_FILE 4
#define CLDL_STT_GNU_IFUNC 10
#define CLDL_STB_GLOBAL 1
#define CLDL_STB_WEAK 2

/* One section header, whatever the class.  */
struct cldl_shdr {
	uint32_t name, type, link, info;
	uint64_t flags, offset, size, entsize;
};

static uint64_t
cldl_rd (const unsigned char *p, int n)
{
	uint64_t v = 0;

	while (n--)
		v = v << 8 | p[n];
	return v;
}

/* Make *BUF hold at least N bytes (*CAP is its size); NULL if out of
   memory.  */
static void *
cldl_grow (void *buf, size_t *cap, size_t n)
{
	void *p;

	if (n <= *cap && buf)
		return buf;
	p = realloc (buf, n ? n : 1);
	if (p)
		*cap = n;
	return p;
}

/* Whether N bytes at OFF lie inside an object of SIZE bytes; if not,
   E->problem says so.  */
static int
cldl_inside (off_t size, uint64_t off, uint64_t n, struct cldl_elf *e)
{
	if (off <= (uint64_t) size && n <= (uint64_t) size - off)
		return 1;
	e->problem = "a section or table lies outside the file";
	return 0;
}

/* Read N bytes at OFF of the object (FD, BASE, SIZE) into BUF; 0 on
   success, else E->problem says why.  */
static int
cldl_pread (int fd, off_t base, off_t size, uint64_t off, void *buf,
	    size_t n, struct cldl_elf *e)
{
	size_t done = 0;
	ssize_t r;

	if (!cldl_inside (size, off, n, e))
		return -1;
	while (done < n) {
		r = pread (fd, (char *) buf + done, n - done,
			   base + (off_t) off + (off_t) done);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			e->problem = r < 0 ? strerror (errno)
					   : "the file is shorter than it says";
			return -1;
		}
		done += (size_t) r;
	}
	return 0;
}

/* Read N bytes at OFF into the growing buffer *BUF (capacity *CAP).  */
static int
cldl_pread_buf (int fd, off_t base, off_t size, uint64_t off, size_t n,
		void **buf, size_t *cap, struct cldl_elf *e)
{
	void *p;

	if (!cldl_inside (size, off, n, e))
		return -1;
	p = cldl_grow (*buf, cap, n);
	if (!p) {
		e->problem = "out of memory";
		return -1;
	}
	*buf = p;
	return cldl_pread (fd, base, size, off, p, n, e);
}

/* Section header I of the table read into E->shdrs_buf.  */
static void
cldl_shdr (const struct cldl_elf *e, int is64, size_t i, struct cldl_shdr *s)
{
	const unsigned char *p = e->shdrs_buf + i * (is64 ? 64 : 40);

	s->name = (uint32_t) cldl_rd (p, 4);
	s->type = (uint32_t) cldl_rd (p + 4, 4);
	if (is64) {
		s->flags = cldl_rd (p + 8, 8);
		s->offset = cldl_rd (p + 24, 8);
		s->size = cldl_rd (p + 32, 8);
		s->link = (uint32_t) cldl_rd (p + 40, 4);
		s->info = (uint32_t) cldl_rd (p + 44, 4);
		s->entsize = cldl_rd (p + 56, 8);
	} else {
		s->flags = cldl_rd (p + 8, 4);
		s->offset = cldl_rd (p + 16, 4);
		s->size = cldl_rd (p + 20, 4);
		s->link = (uint32_t) cldl_rd (p + 24, 4);
		s->info = (uint32_t) cldl_rd (p + 28, 4);
		s->entsize = cldl_rd (p + 36, 4);
	}
}

/* Read the section header table of the object whose ELF header is EH;
   set *NSHDRS and *SHSTRNDX.  */
static int
cldl_read_shdrs (int fd, off_t base, off_t size, const unsigned char *eh,
		 int is64, struct cldl_elf *e, size_t *nshdrs,
		 size_t *shstrndx)
{
	uint64_t shoff = is64 ? cldl_rd (eh + 40, 8) : cldl_rd (eh + 32, 4);
	size_t entsize = (size_t) cldl_rd (eh + (is64 ? 58 : 46), 2);
	size_t n = (size_t) cldl_rd (eh + (is64 ? 60 : 48), 2);
	size_t strndx = (size_t) cldl_rd (eh + (is64 ? 62 : 50), 2);
	struct cldl_shdr s0;
	void *buf = e->shdrs_buf;

	if (entsize != (is64 ? 64u : 40u)) {
		e->problem = "unexpected section header size";
		return -1;
	}
	/* Extended numbering: the real count and string table index are
	   in section header 0.  */
	if (n == 0 || strndx == CLDL_SHN_XINDEX) {
		if (cldl_pread_buf (fd, base, size, shoff, entsize, &buf,
				    &e->shdrs_cap, e))
			return -1;
		e->shdrs_buf = buf;
		cldl_shdr (e, is64, 0, &s0);
		if (n == 0)
			n = (size_t) s0.size;
		if (strndx == CLDL_SHN_XINDEX)
			strndx = s0.link;
	}
	if (n == 0 || n > (uint64_t) size / entsize || strndx >= n) {
		e->problem = "bad section header table";
		return -1;
	}
	if (cldl_pread_buf (fd, base, size, shoff, n * entsize, &buf,
			    &e->shdrs_cap, e))
		return -1;
	e->shdrs_buf = buf;
	*nshdrs = n;
	*shstrndx = strndx;
	return 0;
}

/* Read the records section S into E.  */
static int
cldl_read_records (int fd, off_t base, off_t size,
		   const struct cldl_shdr *s, struct cldl_elf *e)
{
	void *buf = e->records_buf;

	if (s->flags & CLDL_SHF_COMPRESSED) {
		e->problem = "the records section is compressed";
		return -1;
	}
	if (cldl_pread_buf (fd, base, size, s->offset, (size_t) s->size, &buf,
			    &e->records_cap, e))
		return -1;
	e->records_buf = buf;
	e->records = buf;
	e->records_size = (size_t) s->size;
	return 0;
}

/* Read the global part of the symbol table S (the local part if LOCALS)
   and its string table.  */
static int
cldl_read_symtab (int fd, off_t base, off_t size, int is64, size_t nshdrs,
		  const struct cldl_shdr *s, int locals, struct cldl_elf *e)
{
	size_t symsize = is64 ? 24 : 16;
	struct cldl_shdr str;
	void *buf;

	if (s->entsize != symsize || s->size % symsize || s->link >= nshdrs
	    || s->info > s->size / symsize) {
		e->problem = "bad symbol table";
		return -1;
	}
	e->nsyms = locals ? s->info : (size_t) (s->size / symsize) - s->info;
	e->symsize = symsize;
	buf = e->syms_buf;
	if (cldl_pread_buf (fd, base, size,
			    s->offset + (locals ? 0 : s->info * symsize),
			    e->nsyms * symsize, &buf, &e->syms_cap, e))
		return -1;
	e->syms_buf = buf;
	e->syms = buf;
	cldl_shdr (e, is64, s->link, &str);
	/* One byte more, a NUL, so that a name cannot run off the end.  */
	if (!cldl_inside (size, str.offset, str.size, e))
		return -1;
	buf = cldl_grow (e->strtab_buf, &e->strtab_cap, (size_t) str.size + 1);
	if (!buf) {
		e->problem = "out of memory";
		return -1;
	}
	e->strtab_buf = buf;
	if (cldl_pread (fd, base, size, str.offset, buf, (size_t) str.size, e))
		return -1;
	e->strtab_buf[str.size] = 0;
	e->strtab = buf;
	e->strtab_size = (size_t) str.size;
	return 0;
}

/* Whether section S is named NAME: its name in the section name string
   table SHSTR, read whole on first use (one read, however many sections
   are asked about).  */
static int
cldl_section_named (int fd, off_t base, off_t size,
		    const struct cldl_shdr *shstr, const struct cldl_shdr *s,
		    const char *name, struct cldl_elf *e)
{
	size_t len = strlen (name) + 1;
	void *buf = e->shstrtab_buf;

	if (s->name > shstr->size || len > shstr->size - s->name)
		return 0;
	if (!e->shstrtab) {
		if (cldl_pread_buf (fd, base, size, shstr->offset,
				    (size_t) shstr->size, &buf,
				    &e->shstrtab_cap, e))
			return -1;
		e->shstrtab_buf = buf;
		e->shstrtab = buf;
	}
	return memcmp (e->shstrtab + s->name, name, len) == 0;
}

/* Read the object of SIZE bytes at OFFSET of FD into E: its records and
   global symbols, or with LOCALS only its local symbols.  Returns 0 with
   E->is_rel set for a relocatable object (a shared library or anything
   else is not read: E->is_rel is 0), -1 with E->problem set if the
   object is malformed or unreadable.  */
int
cldl_elf_read (int fd, off_t offset, off_t size, int locals,
	       struct cldl_elf *e)
{
	unsigned char eh[64];
	const unsigned char *p;
	struct cldl_shdr s, shstr;
	size_t nshdrs, shstrndx, i;
	uint32_t type;
	int is64, r;

	e->is_rel = 0;
	e->records = NULL;
	e->syms = NULL;
	e->strtab = NULL;
	e->shstrtab = NULL;
	e->records_size = e->nsyms = e->strtab_size = 0;
	e->problem = NULL;
	if (size < 52 || cldl_pread (fd, offset, size, 0, eh,
				     size < 64 ? 52 : 64, e))
		return 0;
	if (memcmp (eh, "\177ELF", 4) || (eh[4] != 1 && eh[4] != 2)
	    || eh[5] != 1 || cldl_rd (eh + 16, 2) != CLDL_ET_REL)
		return 0;
	is64 = eh[4] == 2;
	if (is64 && size < 64)
		return 0;
	if (cldl_read_shdrs (fd, offset, size, eh, is64, e, &nshdrs,
			     &shstrndx))
		return -1;
	cldl_shdr (e, is64, shstrndx, &shstr);
	for (i = 1; i < nshdrs; i++) {
		/* Most sections are code or data: their type and flags say
		   so, and the rest of their header is not decoded.  The
		   records are never loaded: only unallocated sections are
		   worth a look at their name.  */
		p = e->shdrs_buf + i * (is64 ? 64 : 40);
		type = (uint32_t) cldl_rd (p + 4, 4);
		if (type == CLDL_SHT_SYMTAB && !e->syms) {
			cldl_shdr (e, is64, i, &s);
			if (cldl_read_symtab (fd, offset, size, is64, nshdrs,
					      &s, locals, e))
				return -1;
			continue;
		}
		if (type != CLDL_SHT_PROGBITS || (p[8] & CLDL_SHF_ALLOC)
		    || e->records || locals)
			continue;
		cldl_shdr (e, is64, i, &s);
		if (!s.size)
			continue;
		r = cldl_section_named (fd, offset, size, &shstr, &s,
					CLDL_RECORDS_SECTION, e);
		if (r < 0 || (r && cldl_read_records (fd, offset, size, &s, e)))
			return -1;
	}
	e->is_rel = 1;
	return 0;
}

/* The name of global symbol I of E if it is a function defined there,
   else NULL; *STRONG is 1 for a global, 0 for a weak definition.  */
const char *
cldl_elf_function (const struct cldl_elf *e, size_t i, int *strong)
{
	const unsigned char *p = e->syms + i * e->symsize;
	int is64 = e->symsize == 24;
	unsigned info = p[is64 ? 4 : 12];
	unsigned shndx = (unsigned) cldl_rd (p + (is64 ? 6 : 14), 2);
	uint32_t name = (uint32_t) cldl_rd (p, 4);
	unsigned type = info & 0xf, bind = info >> 4;

	if ((type != CLDL_STT_FUNC && type != CLDL_STT_GNU_IFUNC)
	    || (bind != CLDL_STB_GLOBAL && bind != CLDL_STB_WEAK)
	    || shndx == CLDL_SHN_UNDEF || name >= e->strtab_size)
		return NULL;
	*strong = bind == CLDL_STB_GLOBAL;
	return e->strtab + name;
}

/* How many source files (STT_FILE symbols) the local symbols of E name:
   one for what a compiler writes, several for ld -r output; *FIRST is
   the first one's name (NULL if it has none).  */
size_t
cldl_elf_sources (const struct cldl_elf *e, const char **first)
{
	const unsigned char *p;
	int is64 = e->symsize == 24;
	uint32_t name;
	size_t i, n = 0;

	*first = NULL;
	for (i = 0; i < e->nsyms; i++) {
		p = e->syms + i * e->symsize;
		if ((p[is64 ? 4 : 12] & 0xf) != CLDL_STT_FILE)
			continue;
		name = (uint32_t) cldl_rd (p, 4);
		if (!n++ && name && name < e->strtab_size)
			*first = e->strtab + name;
	}
	return n;
}

void
cldl_elf_free (struct cldl_elf *e)
{
	free (e->shdrs_buf);
	free (e->syms_buf);
	free (e->strtab_buf);
	free (e->records_buf);
	free (e->shstrtab_buf);
	memset (e, 0, sizeof *e);
}
