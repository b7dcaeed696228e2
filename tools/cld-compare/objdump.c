/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare -- functions and instructions of an ELF file, via objdump.
 *
 * One run of `objdump -d -t -w --no-show-raw-insn FILE` gives the symbol
 * table (function symbols, their sections, addresses and st_size) and the
 * disassembly.  Instructions are attributed to a function by section and
 * address range [st_value, st_value + st_size), not by objdump's "<sym>:"
 * block headers: local labels (the .L symbols of i386 jump tables) start
 * new blocks in the middle of a function, and alignment padding after a
 * function belongs to no function.
 *
 * A string instruction is recognised by mnemonic AND operands: movs, stos,
 * lods, scas, cmps, ins, outs (optionally with a b/w/l/q suffix, after any
 * rep/repz/repnz prefix) whose operands are all implicit string operands:
 * (%[er]si), (%[er]di) or (%dx), each with an optional segment (binutils up
 * to 2.4x print %ds:(%rsi),%es:(%rdi); 2.45+ print (%rsi),(%rdi)), or the
 * accumulator, and at least one of them memory.  That excludes the SSE
 * movsd/movss/cmpsd (an %xmm operand, or an immediate) and the sign
 * extensions movsbl, movslq, movsx, which share the spelling.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cld-compare.h"

const char *cldc_objdump = "objdump";

/* Instruction prefixes objdump prints as separate words.  */
static const char *const cldc_obj_prefixes[] = {
	"rep", "repz", "repnz", "repe", "repne", "lock", "data16", "data32",
	"addr16", "addr32", "notrack", "bnd", "xacquire", "xrelease",
	"cs", "ds", "es", "ss", "fs", "gs", NULL
};

static int
cldc_obj_is_prefix (const char *w, size_t n)
{
	int i;

	if (n >= 3 && !strncmp (w, "rex", 3))
		return 1;
	for (i = 0; cldc_obj_prefixes[i]; i++)
		if (strlen (cldc_obj_prefixes[i]) == n
		    && !strncmp (w, cldc_obj_prefixes[i], n))
			return 1;
	return 0;
}

/* Split TEXT into its mnemonic (after the prefixes) and its operands
   (without objdump's trailing "# comment").  */
static void
cldc_obj_split (const char *text, const char **mn, size_t *mn_len,
		const char **ops, size_t *ops_len)
{
	const char *p = text, *e, *hash;
	size_t n;

	for (;;) {
		while (*p == ' ' || *p == '\t')
			p++;
		n = strcspn (p, " \t");
		if (!cldc_obj_is_prefix (p, n) || !p[n])
			break;
		p += n;
	}
	*mn = p;
	*mn_len = n;
	p += n;
	while (*p == ' ' || *p == '\t')
		p++;
	hash = strstr (p, " #");
	e = hash ? hash : p + strlen (p);
	while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	*ops = p;
	*ops_len = (size_t) (e - p);
}

static int
cldc_obj_mn_is (const char *mn, size_t n, const char *want)
{
	return strlen (want) == n && !strncmp (mn, want, n);
}

static int
cldc_insn_is (const char *text, const char *mnemonic)
{
	const char *mn, *ops;
	size_t mn_len, ops_len;

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	return cldc_obj_mn_is (mn, mn_len, mnemonic);
}

static int
cldc_obj_has (const char *s, size_t n, const char *needle)
{
	size_t k = strlen (needle), i;

	for (i = 0; i + k <= n; i++)
		if (!strncmp (s + i, needle, k))
			return 1;
	return 0;
}

/* Is the operand [S, S+N) one a string instruction has implicitly?
   2: memory ([%Xs:](%[er]si), [%Xs:](%[er]di), (%dx)); 1: the
   accumulator (lods, stos, scas); 0: anything else.  */
static int
cldc_obj_string_operand (const char *s, size_t n)
{
	static const char *const mem[] = {
		"(%rsi)", "(%esi)", "(%si)", "(%rdi)", "(%edi)", "(%di)",
		"(%dx)", NULL
	};
	static const char *const acc[] = { "%al", "%ax", "%eax", "%rax", NULL };
	int i;

	if (n > 4 && s[0] == '%' && strchr ("cdefgs", s[1]) && s[2] == 's'
	    && s[3] == ':') {
		s += 4;
		n -= 4;
	}
	for (i = 0; mem[i]; i++)
		if (strlen (mem[i]) == n && !strncmp (s, mem[i], n))
			return 2;
	for (i = 0; acc[i]; i++)
		if (strlen (acc[i]) == n && !strncmp (s, acc[i], n))
			return 1;
	return 0;
}

static int
cldc_insn_is_string (const char *text)
{
	static const char *const bases[] = {
		"movs", "stos", "lods", "scas", "cmps", "ins", "outs", NULL
	};
	const char *mn, *ops;
	size_t mn_len, ops_len, b;
	int i, kind, mem = 0;

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	for (i = 0; bases[i]; i++) {
		b = strlen (bases[i]);
		if (strncmp (mn, bases[i], b))
			continue;
		if (mn_len == b || (mn_len == b + 1 && strchr ("bwlq", mn[b])))
			break;
	}
	if (!bases[i])
		return 0;
	/* No operand has a comma of its own: an indexed address such as
	   (%rax,%rbx,4) is not a string operand, and fails either way.  */
	while (ops_len) {
		size_t n = 0;

		while (n < ops_len && ops[n] != ',')
			n++;
		kind = cldc_obj_string_operand (ops, n);
		if (!kind)
			return 0;
		mem |= kind == 2;
		if (n == ops_len)
			break;
		ops += n + 1;
		ops_len -= n + 1;
	}
	return mem;
}

/* --- loading ------------------------------------------------------------ */

struct cldc_obj_sec {
	char *name;
	size_t lo, hi;		/* its insns, when disassembled */
	int seen;
};

static struct cldc_obj_sec *cldc_obj_secs;
static size_t cldc_obj_n_secs;

static const char *
cldc_obj_intern (const char *name, size_t n)
{
	size_t i;

	for (i = 0; i < cldc_obj_n_secs; i++)
		if (strlen (cldc_obj_secs[i].name) == n
		    && !strncmp (cldc_obj_secs[i].name, name, n))
			return cldc_obj_secs[i].name;
	cldc_obj_secs = cldc_xrealloc (cldc_obj_secs, (cldc_obj_n_secs + 1)
				       * sizeof *cldc_obj_secs);
	memset (&cldc_obj_secs[cldc_obj_n_secs], 0, sizeof *cldc_obj_secs);
	cldc_obj_secs[cldc_obj_n_secs].name = strndup (name, n);
	return cldc_obj_secs[cldc_obj_n_secs++].name;
}

static struct cldc_obj_sec *
cldc_obj_sec_of (const char *interned)
{
	size_t i;

	for (i = 0; i < cldc_obj_n_secs; i++)
		if (cldc_obj_secs[i].name == interned)
			return &cldc_obj_secs[i];
	return NULL;
}

/* "0000000000000030 g     F .text\t000000000000002e h": a defined
   function symbol?  Fill F and return 1.  */
static int
cldc_obj_parse_sym (char *line, struct cldc_func *f, const char *member)
{
	char *p, *tab, *name;
	unsigned long addr, size;

	addr = strtoul (line, &p, 16);
	if (p == line || *p != ' ' || strlen (p) < 10)
		return 0;
	p++;			/* 7 flag characters follow */
	if (p[6] != 'F')
		return 0;
	p += 8;
	tab = strchr (p, '\t');
	if (!tab || !strncmp (p, "*UND*", 5) || !strncmp (p, "*ABS*", 5))
		return 0;
	size = strtoul (tab + 1, &name, 16);
	/* The name is the last word: before it may come ".hidden" (static
	   table) or a version, "GLIBC_2.2.5" or "(GLIBC_PRIVATE)" (dynamic
	   table).  Undemangled names have no blanks.  */
	while (strchr (name, ' '))
		name = strchr (name, ' ') + 1;
	if (!*name)
		return 0;
	memset (f, 0, sizeof *f);
	if (member) {
		/* Members of an archive each start at address 0 in sections of
		   the same names: a section is the member's, and so is the
		   function's name ("adler32.o:adler32").  */
		char *sec = cldc_xasprintf ("%s:%.*s", member,
					    (int) (tab - p), p);

		f->name = cldc_xasprintf ("%s:%s", member, name);
		f->sec = cldc_obj_intern (sec, strlen (sec));
		free (sec);
	} else {
		f->name = cldc_xstrdup (name);
		f->sec = cldc_obj_intern (p, (size_t) (tab - p));
	}
	f->addr = addr;
	f->size = size;
	return 1;
}

static int
cldc_obj_func_cmp (const void *a, const void *b)
{
	const struct cldc_func *x = a, *y = b;
	const struct cldc_obj_sec *sx = cldc_obj_sec_of (x->sec);
	const struct cldc_obj_sec *sy = cldc_obj_sec_of (y->sec);

	if (sx != sy)
		return sx->lo < sy->lo ? -1 : 1;
	if (x->addr != y->addr)
		return x->addr < y->addr ? -1 : 1;
	/* Aliases: the same one stands for them all in every build.  */
	return strcmp (x->name, y->name);
}

/* First insn in [lo, hi) with address >= ADDR.  */
static size_t
cldc_obj_lower (struct cldc_object *obj, size_t lo, size_t hi,
		unsigned long addr)
{
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (obj->insns[mid].addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* Give every function its insns and counts.  */
static void
cldc_obj_attribute (struct cldc_object *obj)
{
	size_t i, j, kept = 0;

	/* Only functions in disassembled sections; the first of several
	   symbols at one address (aliases) stands for them all.  */
	for (i = 0; i < obj->n_funcs; i++) {
		struct cldc_obj_sec *s = cldc_obj_sec_of (obj->funcs[i].sec);

		if (s && s->seen)
			obj->funcs[kept++] = obj->funcs[i];
	}
	obj->n_funcs = kept;
	qsort (obj->funcs, obj->n_funcs, sizeof *obj->funcs,
	       cldc_obj_func_cmp);
	for (i = 0, kept = 0; i < obj->n_funcs; i++)
		if (!kept || obj->funcs[kept - 1].sec != obj->funcs[i].sec
		    || obj->funcs[kept - 1].addr != obj->funcs[i].addr)
			obj->funcs[kept++] = obj->funcs[i];
	obj->n_funcs = kept;

	for (i = 0; i < obj->n_funcs; i++) {
		struct cldc_func *f = &obj->funcs[i];
		struct cldc_obj_sec *s = cldc_obj_sec_of (f->sec);
		unsigned long end;

		/* st_size 0 (hand-written asm without .size): up to the
		   next function in the section.  */
		if (f->size)
			end = f->addr + f->size;
		else if (i + 1 < obj->n_funcs
			 && obj->funcs[i + 1].sec == f->sec)
			end = obj->funcs[i + 1].addr;
		else
			end = s->hi > s->lo ? obj->insns[s->hi - 1].addr + 1
					    : f->addr;
		f->first = cldc_obj_lower (obj, s->lo, s->hi, f->addr);
		f->count = cldc_obj_lower (obj, f->first, s->hi, end)
			   - f->first;
		if (!f->size && f->count)
			f->size = (f->first + f->count < s->hi
				   ? obj->insns[f->first + f->count].addr
				   : end) - f->addr;
		for (j = f->first; j < f->first + f->count; j++) {
			if (cldc_insn_is_string (obj->insns[j].text))
				f->n_string++;
			else if (cldc_insn_is (obj->insns[j].text, "cld"))
				f->n_cld++;
		}
	}
}

/* Run objdump with ARGS on FILE; its output, or NULL with *ERR set.  */
static char *
cldc_obj_run (const char *file, const char *a1, const char *a2,
	      const char *a3, char **err)
{
	char *out = cldc_tmpfile ("objdump.out");
	char *errf = cldc_tmpfile ("objdump.err");
	char *argv[8];
	char *text;
	int rc, n = 0;

	argv[n++] = (char *) cldc_objdump;
	argv[n++] = (char *) a1;
	if (a2)
		argv[n++] = (char *) a2;
	if (a3)
		argv[n++] = (char *) a3;
	argv[n++] = (char *) "-w";
	argv[n++] = (char *) file;
	argv[n] = NULL;
	rc = cldc_run (argv, NULL, out, errf);
	if (rc != 0) {
		char *msg = cldc_read_file (errf, NULL);

		if (rc < 0)
			*err = cldc_xasprintf ("cannot run %s", cldc_objdump);
		else
			*err = cldc_xasprintf ("%s failed on %s: %s",
					       cldc_objdump, file,
					       msg && *msg ? msg : "?");
		free (msg);
		free (out);
		free (errf);
		return NULL;
	}
	text = cldc_read_file (out, NULL);
	free (out);
	free (errf);
	if (!text)
		*err = cldc_xstrdup ("cannot read objdump's output");
	return text;
}

/* "adler32.o:     file format elf64-x86-64": the member's name.  */
static char *
cldc_obj_member_header (const char *line)
{
	const char *p = strstr (line, ":     file format ");

	return p ? strndup (line, (size_t) (p - line)) : NULL;
}

/* Parse objdump's symbol table (-t/-T) and disassembly (-d) in TEXT
   (which may come from two runs: the symbols of a separate debug file,
   then the code of the stripped file).  */
static void
cldc_obj_parse (struct cldc_object *obj, char *text)
{
	char *line, *next, *member = NULL;
	const char *sec = NULL;
	size_t cap_i = 0, cap_f = 0;
	int in_symtab = 0, archive = 0;

	for (line = text; line && *line; line = next) {
		char *p;

		next = strchr (line, '\n');
		if (next)
			*next++ = '\0';
		if (!strncmp (line, "In archive ", 11)) {
			archive = 1;
			continue;
		}
		if (archive && (p = cldc_obj_member_header (line))) {
			free (member);
			member = p;
			sec = NULL;
			continue;
		}
		if (!strcmp (line, "SYMBOL TABLE:")
		    || !strcmp (line, "DYNAMIC SYMBOL TABLE:")) {
			in_symtab = 1;
			continue;
		}
		if (in_symtab) {
			struct cldc_func f;

			if (!*line) {
				in_symtab = 0;
				continue;
			}
			if (!cldc_obj_parse_sym (line, &f, member))
				continue;
			if (obj->n_funcs == cap_f) {
				cap_f = cap_f ? 2 * cap_f : 64;
				obj->funcs = cldc_xrealloc (obj->funcs, cap_f
							    * sizeof (f));
			}
			obj->funcs[obj->n_funcs++] = f;
			continue;
		}
		if (!strncmp (line, "Disassembly of section ", 23)) {
			struct cldc_obj_sec *s;
			size_t n = strlen (line + 23);
			char *name;

			if (n && line[23 + n - 1] == ':')
				n--;
			name = member ? cldc_xasprintf ("%s:%.*s", member,
							(int) n, line + 23)
				      : strndup (line + 23, n);
			sec = cldc_obj_intern (name, strlen (name));
			free (name);
			s = cldc_obj_sec_of (sec);
			s->seen = 1;
			s->lo = s->hi = obj->n_insns;
			continue;
		}
		/* "  13:\trep movsq %ds:(%rsi),%es:(%rdi)" */
		p = line;
		while (*p == ' ')
			p++;
		if (sec && isxdigit ((unsigned char) *p)) {
			char *colon;
			unsigned long addr = strtoul (p, &colon, 16);
			struct cldc_insn *in;

			if (colon[0] != ':' || colon[1] != '\t')
				continue;
			if (obj->n_insns == cap_i) {
				cap_i = cap_i ? 2 * cap_i : 1024;
				obj->insns = cldc_xrealloc (obj->insns, cap_i
							    * sizeof *in);
			}
			in = &obj->insns[obj->n_insns++];
			in->addr = addr;
			in->sec = sec;
			in->text = cldc_xstrdup (colon + 2);
			cldc_obj_sec_of (sec)->hi = obj->n_insns;
		}
	}
	free (member);
}

static void
cldc_obj_reset (struct cldc_object *obj)
{
	memset (obj, 0, sizeof *obj);
	for (size_t i = 0; i < cldc_obj_n_secs; i++)
		free (cldc_obj_secs[i].name);
	free (cldc_obj_secs);
	cldc_obj_secs = NULL;
	cldc_obj_n_secs = 0;
}

/* FILE's code, with the symbols of SYMFILE (a separate debug file) or,
   without one, its own symbol TABLE ("-t" static, "-T" dynamic).  */
static int
cldc_object_load_1 (const char *file, const char *symfile,
		    struct cldc_object *obj, char **err, const char *table)
{
	char *text, *syms = NULL;

	cldc_obj_reset (obj);
	if (symfile) {
		syms = cldc_obj_run (symfile, "-t", NULL, NULL, err);
		if (!syms)
			return -1;
		text = cldc_obj_run (file, "-d", "--no-show-raw-insn", NULL,
				     err);
	} else
		text = cldc_obj_run (file, "-d", table, "--no-show-raw-insn",
				     err);
	if (!text) {
		free (syms);
		return -1;
	}
	if (syms) {
		char *both = cldc_xasprintf ("%s\n%s", syms, text);

		free (syms);
		free (text);
		text = both;
	}
	cldc_obj_parse (obj, text);
	free (text);
	cldc_obj_attribute (obj);
	return 0;
}

/* --- separate debug files ------------------------------------------------- */

static char **cldc_debug_dirs;
static int cldc_n_debug_dirs;

void
cldc_add_debug_dir (const char *dir)
{
	cldc_debug_dirs = cldc_xrealloc (cldc_debug_dirs,
					 (cldc_n_debug_dirs + 1)
					 * sizeof *cldc_debug_dirs);
	cldc_debug_dirs[cldc_n_debug_dirs++] = cldc_xstrdup (dir);
}

static unsigned long
cldc_elf_get (const unsigned char *p, int n)
{
	unsigned long v = 0;

	while (n--)
		v = (v << 8) | p[n];
	return v;
}

/* The GNU build id of the ELF file FILE as lowercase hex, or NULL
   (little-endian ELF only: cld is for x86).  */
static char *
cldc_build_id (const char *file)
{
	size_t len, i;
	unsigned char *d = (unsigned char *) cldc_read_file (file, &len);
	unsigned long shoff, shentsize, shnum;
	int is64;
	char *id = NULL;

	if (!d || len < 64 || memcmp (d, "\177ELF", 4) || d[5] != 1) {
		free (d);
		return NULL;
	}
	is64 = d[4] == 2;
	shoff = cldc_elf_get (d + (is64 ? 0x28 : 0x20), is64 ? 8 : 4);
	shentsize = cldc_elf_get (d + (is64 ? 0x3a : 0x2e), 2);
	shnum = cldc_elf_get (d + (is64 ? 0x3c : 0x30), 2);
	for (i = 0; !id && i < shnum; i++) {
		const unsigned char *sh = d + shoff + i * shentsize;
		unsigned long type, off, size, pos;

		if (shoff + (i + 1) * shentsize > len)
			break;
		type = cldc_elf_get (sh + 4, 4);
		if (type != 7)	/* SHT_NOTE */
			continue;
		off = cldc_elf_get (sh + (is64 ? 0x18 : 0x10), is64 ? 8 : 4);
		size = cldc_elf_get (sh + (is64 ? 0x20 : 0x14), is64 ? 8 : 4);
		if (off + size > len)
			continue;
		for (pos = off; pos + 12 <= off + size;) {
			unsigned long nsz = cldc_elf_get (d + pos, 4);
			unsigned long dsz = cldc_elf_get (d + pos + 4, 4);
			unsigned long nt = cldc_elf_get (d + pos + 8, 4);
			unsigned long name = pos + 12;
			unsigned long desc = name + ((nsz + 3) & ~3UL);

			if (desc + dsz > off + size)
				break;
			if (nt == 3 && nsz == 4 && !memcmp (d + name, "GNU", 4)
			    && dsz) {
				id = cldc_xmalloc (2 * dsz + 1);
				for (unsigned long k = 0; k < dsz; k++)
					sprintf (id + 2 * k, "%02x",
						 d[desc + k]);
				break;
			}
			pos = desc + ((dsz + 3) & ~3UL);
		}
	}
	free (d);
	return id;
}

/* FILE's separate debug file: DIR/.build-id/xx/yyyy.debug in the
   --debug-dir directories, then /usr/lib/debug.  */
static char *
cldc_debug_file (const char *file)
{
	char *id = cldc_build_id (file), *path;
	int i;

	if (!id || strlen (id) < 4) {
		free (id);
		return NULL;
	}
	for (i = 0; i <= cldc_n_debug_dirs; i++) {
		const char *dir = i < cldc_n_debug_dirs ? cldc_debug_dirs[i]
							: "/usr/lib/debug";

		path = cldc_xasprintf ("%s/.build-id/%.2s/%s.debug", dir, id,
				       id + 2);
		if (!access (path, R_OK)) {
			free (id);
			return path;
		}
		free (path);
	}
	free (id);
	return NULL;
}

/* The static symbol table; for a stripped file the one of its separate
   debug file (by build id), else the dynamic one (exported functions
   only).  */
int
cldc_object_load (const char *file, struct cldc_object *obj, char **err)
{
	char *debug;

	if (cldc_object_load_1 (file, NULL, obj, err, "-t"))
		return -1;
	if (obj->n_funcs)
		return 0;
	debug = cldc_debug_file (file);
	if (debug) {
		int rc = cldc_object_load_1 (file, debug, obj, err, NULL);

		if (!rc && obj->n_funcs) {
			obj->debug_file = debug;
			return 0;
		}
		if (rc)
			free (*err);
		free (debug);
	}
	if (cldc_object_load_1 (file, NULL, obj, err, "-T")) {
		/* A relocatable object has no dynamic table: keep the
		   (empty) static answer.  */
		free (*err);
		return cldc_object_load_1 (file, NULL, obj, err, "-t");
	}
	obj->dynamic = 1;
	return 0;
}

struct cldc_func *
cldc_object_find (struct cldc_object *obj, const char *name)
{
	size_t i;

	for (i = 0; i < obj->n_funcs; i++)
		if (!strcmp (obj->funcs[i].name, name))
			return &obj->funcs[i];
	return NULL;
}

static int
cldc_obj_by_addr_cmp (const void *a, const void *b)
{
	const struct cldc_func *x = *(struct cldc_func *const *) a;
	const struct cldc_func *y = *(struct cldc_func *const *) b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

/* The name of OBJ's function whose code holds ADDR, or NULL.  Only for a
   stripped file whose symbols come from its separate debug file: there
   objdump names an address after the nearest exported symbol
   ("<gmk_add_function@@Base+0x7c0>" for a static function), which is
   not the function at all.  */
const char *
cldc_object_name_at (struct cldc_object *obj, unsigned long addr)
{
	size_t lo = 0, hi = obj->n_funcs, i;

	if (!obj->debug_file || !obj->n_funcs)
		return NULL;
	if (!obj->by_addr) {
		obj->by_addr = cldc_xmalloc (obj->n_funcs
					     * sizeof *obj->by_addr);
		for (i = 0; i < obj->n_funcs; i++)
			obj->by_addr[i] = &obj->funcs[i];
		qsort (obj->by_addr, obj->n_funcs, sizeof *obj->by_addr,
		       cldc_obj_by_addr_cmp);
	}
	/* The last function starting at or before ADDR.  */
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (obj->by_addr[mid]->addr <= addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (!lo || addr >= obj->by_addr[lo - 1]->addr
			   + obj->by_addr[lo - 1]->size)
		return NULL;
	return obj->by_addr[lo - 1]->name;
}

/* --- the audit rule ------------------------------------------------------ */

/* Is the insn a jump; set *TARGET for a direct one, *COMPUTED for one
   through a register or an indexed table (a switch), whose targets are
   unknown.  A jump through a RIP-relative slot is a tail call.  */
static int
cldc_obj_jump (const char *text, int *direct, unsigned long *target,
	       int *computed)
{
	const char *mn, *ops;
	size_t mn_len, ops_len;
	char *end;

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	*direct = *computed = 0;
	if (!(mn[0] == 'j' || !strncmp (mn, "loop", 4)
	      || !strncmp (mn, "ljmp", 4)))
		return 0;
	if (ops[0] == '*') {
		*computed = !cldc_obj_has (ops, ops_len, "(%rip)");
		return 1;
	}
	*target = strtoul (ops, &end, 16);
	*direct = end != ops;
	return 1;
}

static int
cldc_obj_ends_flow (const char *text)
{
	const char *mn, *ops;
	size_t mn_len, ops_len;

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	return (mn_len >= 3 && (!strncmp (mn, "jmp", 3)
				|| !strncmp (mn, "ret", 3)))
		|| !strncmp (mn, "iret", 4) || !strncmp (mn, "ljmp", 4)
		|| cldc_obj_mn_is (mn, mn_len, "ud2");
}

static int
cldc_obj_sets_df (const char *text)
{
	const char *mn, *ops;
	size_t mn_len, ops_len;

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	return cldc_obj_mn_is (mn, mn_len, "std")
		|| (mn_len >= 4 && !strncmp (mn, "popf", 4));
}

/* The lea forms GNU as pads i386 code with (its alt_3/4/6/7 nops, and
   those of older versions with %edi): "lea 0x0(%esi,%eiz,1),%esi" and
   the like.  A 32-bit base register needs an address-size prefix in
   64-bit code, which GCC does not emit, so these are padding there too.  */
static int
cldc_obj_is_lea_nop (const char *ops, size_t ops_len)
{
	static const char *const forms[] = {
		"0x0(%esi),%esi", "0x0(%esi,%eiz,1),%esi", "(%esi,%eiz,1),%esi",
		"0x0(,%esi,1),%esi", "0x0(%edi),%edi", "0x0(%edi,%eiz,1),%edi",
		"(%edi,%eiz,1),%edi", "0x0(,%edi,1),%edi"
	};
	size_t i;

	for (i = 0; i < sizeof forms / sizeof forms[0]; i++)
		if (ops_len == strlen (forms[i])
		    && !strncmp (ops, forms[i], ops_len))
			return 1;
	return 0;
}

static int
cldc_obj_is_padding (const char *text)
{
	const char *mn, *ops;
	size_t mn_len, ops_len;

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	return !strncmp (mn, "endbr", 5) || !strncmp (mn, "nop", 3)
		|| (cldc_obj_mn_is (mn, mn_len, "xchg")
		    && ops_len == 7 && !strncmp (ops, "%ax,%ax", 7))
		|| (cldc_obj_mn_is (mn, mn_len, "lea")
		    && cldc_obj_is_lea_nop (ops, ops_len));
}

static int
cldc_obj_ulong_cmp (const void *a, const void *b)
{
	unsigned long x = *(const unsigned long *) a;
	unsigned long y = *(const unsigned long *) b;

	return x < y ? -1 : x > y;
}

/* Is TEXT MNEMONIC (or it with an l/q suffix) with exactly OPERANDS?  */
static int
cldc_obj_insn_eq (const char *text, const char *mnemonic,
		  const char *operands)
{
	const char *mn, *ops;
	size_t mn_len, ops_len, k = strlen (mnemonic);

	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	if (strncmp (mn, mnemonic, k)
	    || !(mn_len == k || (mn_len == k + 1 && strchr ("lq", mn[k]))))
		return 0;
	return ops_len == strlen (operands)
		&& !strncmp (ops, operands, ops_len);
}

/* Are A and B the frame setup "push %rbp; mov %rsp,%rbp" (-m64),
   "push %ebp; mov %esp,%ebp" (-m32) or "push %rbp; mov %esp,%ebp"
   (-mx32)?  */
static int
cldc_obj_frame_setup (const char *a, const char *b)
{
	if (cldc_obj_insn_eq (a, "push", "%rbp"))
		return cldc_obj_insn_eq (b, "mov", "%rsp,%rbp")
			|| cldc_obj_insn_eq (b, "mov", "%esp,%ebp");
	return cldc_obj_insn_eq (a, "push", "%ebp")
		&& cldc_obj_insn_eq (b, "mov", "%esp,%ebp");
}

/* What may come before an entry cld: endbr, patchable-entry nops, and
   the "call __fentry__" of -pg -mfentry.  */
static int
cldc_insn_is_preamble (const char *text)
{
	const char *mn, *ops;
	size_t mn_len, ops_len;

	if (cldc_obj_is_padding (text))
		return 1;
	cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
	/* "call 1030 <__fentry__@plt>", or through the GOT:
	   "call *0x2dda(%rip)  # 3fe0 <__fentry__@GLIBC_2.13>".  */
	return !strncmp (mn, "call", 4) && strstr (text, "<__fentry__");
}

/* The index in OBJ->insns of F's entry cld, or -1.  The entry cld is the
   first instruction after the preamble (endbr, nops, the -mfentry call),
   or the first after the frame setup that starts the code right after
   the preamble -- exactly the two shapes the plugin emits (cld-insert.c:
   the frame setup cannot depend on DF, and gdb must see it first).  */
long
cldc_entry_cld (struct cldc_object *obj, struct cldc_func *f)
{
	size_t i = f->first, end = f->first + f->count;

	while (i < end && cldc_insn_is_preamble (obj->insns[i].text))
		i++;
	if (i + 2 < end && cldc_obj_frame_setup (obj->insns[i].text,
						 obj->insns[i + 1].text))
		i += 2;
	return i < end && cldc_insn_is (obj->insns[i].text, "cld")
		? (long) i : -1;
}

/* The rule, conservative by design.  A string instruction is protected
   when
     (1) the function has an entry cld (cldc_entry_cld: first after endbr,
         nops and maybe the frame setup push/mov), and contains no
         std/popf anywhere; or
     (2) a cld comes before it in the same straight-line run: linear order,
         with no direct-jump target, std, popf, or jmp/ret between them,
         in a function with no computed jump (a switch table, whose targets
         are unknown).
   Calls do not end a run: the callee returns with DF as it found it.  */
void
cldc_audit_function (struct cldc_object *obj, struct cldc_func *f,
		     struct cldc_verdict *v)
{
	unsigned long *targets = NULL, t;
	size_t n_targets = 0, i, k = 0;
	int clear = 0, direct, computed;

	memset (v, 0, sizeof *v);
	v->entry_cld = cldc_entry_cld (obj, f) >= 0;
	for (i = f->first; i < f->first + f->count; i++) {
		const char *text = obj->insns[i].text;

		if (cldc_obj_sets_df (text))
			v->sets_df = 1;
		if (cldc_obj_jump (text, &direct, &t, &computed)) {
			if (computed)
				v->computed_jump = 1;
			if (direct && t >= f->addr && t < f->addr + f->size) {
				targets = cldc_xrealloc (targets,
							 (n_targets + 1)
							 * sizeof *targets);
				targets[n_targets++] = t;
			}
		}
	}
	qsort (targets, n_targets, sizeof *targets, cldc_obj_ulong_cmp);

	for (i = f->first; i < f->first + f->count; i++) {
		const char *text = obj->insns[i].text;
		unsigned long a = obj->insns[i].addr;

		while (k < n_targets && targets[k] < a)
			k++;
		if (k < n_targets && targets[k] == a)
			clear = 0;
		if (cldc_insn_is_string (text)) {
			v->n_string++;
			if ((v->entry_cld && !v->sets_df)
			    || (clear && !v->computed_jump))
				v->n_protected++;
		} else if (cldc_insn_is (text, "cld"))
			clear = 1;
		else if (cldc_obj_sets_df (text) || cldc_obj_ends_flow (text))
			clear = 0;
	}
	free (targets);
}

int
cldc_insn_is_padding (const char *text)
{
	return cldc_obj_is_padding (text);
}

void
cldc_obj_split_insn (const char *text, const char **mn, size_t *mn_len,
		     const char **ops, size_t *ops_len)
{
	cldc_obj_split (text, mn, mn_len, ops, ops_len);
}

/* Does F, a cld thunk, pass control to the function TARGET: a jmp or
   call to TARGET or a PLT or versioned name of it ("jmp 1180 <sig_int>",
   "jmp 1030 <sig_int@plt>", "jmp *0x2fd8(%rip)  # 3fd8 <sig_int@Base>"),
   and to no other function but i386's PIC helper __x86.get_pc_thunk.*?
   In a relocatable object the jump is still unrelocated: a direct jump
   to the next instruction, shown as F itself plus an offset, stands for
   the one the thunk's name says (the linker fills in its target).  */
int
cldc_thunk_reaches (struct cldc_object *obj, struct cldc_func *f,
		    const char *target)
{
	const char *own = strchr (f->name, ':') ? strchr (f->name, ':') + 1
		: f->name;
	size_t i, k = strlen (target), ko = strlen (own);
	int reached = 0;

	for (i = f->first; i < f->first + f->count; i++) {
		const char *text = obj->insns[i].text, *mn, *ops, *lt, *at;
		size_t mn_len, ops_len;
		unsigned long t = 0;
		char *end;
		int direct;

		cldc_obj_split (text, &mn, &mn_len, &ops, &ops_len);
		if (!(mn[0] == 'j' || !strncmp (mn, "call", 4)))
			continue;
		t = strtoul (ops, &end, 16);
		direct = end != ops && ops[0] != '*';
		/* The target's name: from the debug file's symbols, else
		   objdump's, in the operand or the comment.  */
		at = direct ? cldc_object_name_at (obj, t) : NULL;
		if (at) {
			if (!strcmp (at, target))
				reached = 1;
			else if (!strcmp (at, f->name)) {
				/* Within F: a branch.  */
			} else if (strncmp (at, "__x86.get_pc_thunk.", 19))
				return 0;
			continue;
		}
		lt = strchr (ops, '<');
		if (!lt)
			return 0;
		lt++;
		if (!strncmp (lt, target, k) && (lt[k] == '>' || lt[k] == '@'))
			reached = 1;
		else if (!strncmp (lt, "__x86.get_pc_thunk.", 19))
			continue;
		else if (!strncmp (lt, own, ko) && lt[ko] == '+') {
			/* Within F: a branch, or the unrelocated jump.  */
			unsigned long next = i + 1 < f->first + f->count
				? obj->insns[i + 1].addr : f->addr + f->size;

			if (direct && t == next && cldc_obj_ends_flow (text))
				reached = 1;
		} else
			return 0;
	}
	return reached;
}
