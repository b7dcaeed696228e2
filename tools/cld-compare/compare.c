/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare --compare -- two builds of the same code, plain and with cld,
 * function by function; and the report file that says which functions cld
 * protected (shared with --audit and --summary).
 *
 *   cld-compare --compare PLAIN CLD [--report FILE] [--format=json]
 *
 * PLAIN and CLD are two files, or two directory trees (the unpacked .debs
 * of two builds): every ELF file and static archive of PLAIN is paired with
 * the one at the same path in CLD, and every function with the function of
 * the same name (the k-th of several statics of one name with the k-th).
 * A stripped file takes its symbols from its separate debug file, found by
 * build id under TREE/usr/lib/debug (the -dbgsym packages), --debug-dir or
 * /usr/lib/debug; the debug files themselves are not compared.
 *
 * Instructions are compared normalised: padding (nops) dropped -- a handler's
 * extra byte changes the alignment padding after it; a direct jump or call
 * into the function becomes the index of its target instruction, one out of
 * it the target's symbol; RIP-relative displacements and constants of 4
 * hex digits or more (addresses in non-PIE code) become "X", and objdump's
 * "# address <symbol+offset>" comment becomes the symbol.  What is left is
 * what the code does.  A function is then
 *   - unchanged,
 *   - protected: the cld build's function is the plain one with a single
 *     cld before everything but endbr/nops, and the report lists it,
 *   - a thunk: a function of the cld build only, cld_thunk.F, that the
 *     report lists, starts with cld and passes control to F (cld's thunk
 *     for a handler F registered in a file that may not define it),
 *   - rerouted: the plain one but for references to F that became
 *     references to cld_thunk.F (the handler value a registration hands
 *     the C library), maybe with the same instructions in another order
 *     (the scheduler places a load of another symbol's address elsewhere),
 *   - mapped: refers to a cld thunk and differs beyond that: a function
 *     where the plugin maps a handler value at run time ("v == &F ?
 *     &cld_thunk.F : v" before a registration, the reverse on what the C
 *     library hands back).  Register allocation and scheduling change
 *     around the added compares, so no rule here proves the rest
 *     unchanged: listed apart, with the first difference, for a reader
 *     to check,
 *   - unexpected: anything else (a leading cld the report does not list, any
 *     other difference, a function or an ELF file on one side only).
 * Exit 0 when nothing is unexpected, 1 otherwise, 2 on errors.
 *
 * Each pair of ELF files is also checked for identity section by section,
 * but for the build id, the debug link and the debug info, which differ
 * whenever the command line does (DW_AT_producer records -fplugin=...),
 * and cld's records for the link in objects: a package without handlers
 * must come out identical.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cld-compare.h"

/* --- the report ----------------------------------------------------------- */

/* The value of string member KEY in the JSON object LINE (our own report
   format: no nested objects), unescaped, or NULL.  */
static char *
cldc_json_get (const char *line, const char *key)
{
	char *pat = cldc_xasprintf ("\"%s\":\"", key), *out, *o;
	const char *p = strstr (line, pat);

	free (pat);
	if (!p)
		return NULL;
	p += strlen (key) + 4;
	out = o = cldc_xmalloc (strlen (p) + 1);
	for (; *p && *p != '"'; p++) {
		if (*p == '\\' && p[1])
			p++;
		*o++ = *p;
	}
	*o = '\0';
	return out;
}

/* SYM without a trailing ".lto_priv.N", in place.  */
static char *
cldc_strip_lto_priv (char *sym)
{
	char *p = strstr (sym, ".lto_priv.");

	if (p && p[10] && strspn (p + 10, "0123456789") == strlen (p + 10))
		*p = '\0';
	return sym;
}

static int
cldc_strcmp_p (const void *a, const void *b)
{
	return strcmp (*(char *const *) a, *(char *const *) b);
}

/* V[0..*N) sorted and unique, in place.  */
static void
cldc_sort_unique (char **v, size_t *n)
{
	size_t i, kept = 0;

	if (*n)
		qsort (v, *n, sizeof *v, cldc_strcmp_p);
	for (i = 0; i < *n; i++)
		if (!kept || strcmp (v[kept - 1], v[i]))
			v[kept++] = v[i];
		else
			free (v[i]);
	*n = kept;
}

/* Load FILE's protected symbols (without probes), sorted and unique, and
   the base names of the source files each came from.  */
int
cldc_report_load (const char *file, struct cldc_report *r)
{
	char *text = cldc_read_file (file, NULL), *line, *next;

	memset (r, 0, sizeof *r);
	if (!text)
		return -1;
	for (line = text; *line; line = next) {
		char *sym, *src;

		next = strchr (line, '\n');
		if (next)
			*next++ = '\0';
		else
			next = line + strlen (line);
		if (*line != '{' || strstr (line, "\"probe\":true"))
			continue;
		sym = cldc_json_get (line, "asm");
		if (!sym)
			continue;
		r->syms = cldc_xrealloc (r->syms, (r->n + 1) * sizeof *r->syms);
		r->syms[r->n++] = cldc_strip_lto_priv (sym);
		r->lines++;
		src = cldc_json_get (line, "file");
		if (src) {
			const char *base = strrchr (src, '/');

			r->where = cldc_xrealloc (r->where, (r->n_where + 1)
						  * sizeof *r->where);
			r->where[r->n_where++] = cldc_xasprintf
				("%s\t%s", r->syms[r->n - 1],
				 base ? base + 1 : src);
			free (src);
		}
	}
	free (text);
	cldc_sort_unique (r->syms, &r->n);
	cldc_sort_unique (r->where, &r->n_where);
	return 0;
}

/* Does the report list NAME (a symbol) from a source file of base name
   BASE?  */
int
cldc_report_from (const struct cldc_report *r, const char *name,
		  const char *base)
{
	char *key = cldc_xasprintf ("%s\t%s", name, base);
	int found = r && r->n_where
		&& bsearch (&key, r->where, r->n_where, sizeof *r->where,
			    cldc_strcmp_p) != NULL;

	free (key);
	return found;
}

/* "cld_thunk.F" (maybe "member.o:cld_thunk.F"): F, the function that
   thunk of the plugin's (plugin/cld-thunk.c) passes control to; else
   NULL.  */
const char *
cldc_thunk_target (const char *name)
{
	const char *colon = strchr (name, ':'), *s = colon ? colon + 1 : name;

	return strncmp (s, "cld_thunk.", 10) || !s[10] ? NULL : s + 10;
}

/* Does the report list the function NAME (a symbol, maybe "member:sym" of
   an archive, maybe with .lto_priv.N)?  */
int
cldc_report_has (const struct cldc_report *r, const char *name)
{
	const char *colon = strchr (name, ':');
	char *key;
	int found;

	if (!r || !r->n)
		return 0;
	key = cldc_strip_lto_priv (cldc_xstrdup (colon ? colon + 1 : name));
	found = bsearch (&key, r->syms, r->n, sizeof *r->syms,
			 cldc_strcmp_p) != NULL;
	free (key);
	return found;
}

/* --- normalised instructions ---------------------------------------------- */

struct cldc_norm {
	char **insn;
	size_t n;
	int entry_cld;		/* has an entry cld (cldc_entry_cld) */
};

/* Index in F's non-padding insns of the first at or after ADDR.  */
static size_t
cldc_norm_index (struct cldc_object *obj, struct cldc_func *f,
		 unsigned long addr, int drop_entry_cld)
{
	size_t i, k = 0;
	long ec = cldc_entry_cld (obj, f);

	for (i = f->first; i < f->first + f->count; i++) {
		const char *t = obj->insns[i].text;

		if (cldc_insn_is_padding (t))
			continue;
		if (obj->insns[i].addr >= addr)
			return k;
		if (drop_entry_cld && (long) i == ec)
			continue;
		k++;
	}
	return k;
}

/* Append to BUF the operands OPS with addresses normalised.  */
static void
cldc_norm_ops (char *buf, size_t cap, const char *ops, size_t n)
{
	size_t o = strlen (buf), i = 0;

	while (i < n && o + 2 < cap) {
		if (ops[i] == '0' && i + 1 < n && ops[i + 1] == 'x') {
			size_t j = i + 2;

			while (j < n && isxdigit ((unsigned char) ops[j]))
				j++;
			int rip = j + 6 <= n
				&& (!strncmp (ops + j, "(%rip)", 6)
				    || !strncmp (ops + j, "(%eip)", 6));

			if (j - (i + 2) >= 4 || rip) {
				/* A RIP-relative displacement's sign only
				   says on which side the target lies.  */
				if (rip && o && buf[o - 1] == '-')
					o--;
				buf[o++] = 'X';
				i = j;
				continue;
			}
			while (i < j && o + 2 < cap)
				buf[o++] = ops[i++];
			continue;
		}
		buf[o++] = ops[i++];
	}
	buf[o] = '\0';
}

/* "<sym+0x1c>" -> "<sym>" appended to BUF; when OBJ's symbols come
   from a debug file, the name of its function at ADDR instead.  */
static void
cldc_norm_sym (struct cldc_object *obj, unsigned long addr, char *buf,
	       size_t cap, const char *p)
{
	const char *lt = strchr (p, '<'), *gt, *plus;
	const char *at = cldc_object_name_at (obj, addr);
	size_t o = strlen (buf), len;

	if (at) {
		snprintf (buf + o, cap - o, " <%s>", at);
		return;
	}
	if (!lt || !(gt = strchr (lt, '>')))
		return;
	plus = memchr (lt, '+', (size_t) (gt - lt));
	len = (size_t) ((plus ? plus : gt) - lt);
	if (o + len + 3 >= cap)
		return;
	buf[o++] = ' ';
	memcpy (buf + o, lt, len);
	o += len;
	buf[o++] = '>';
	buf[o] = '\0';
}

static void
cldc_norm_build (struct cldc_object *obj, struct cldc_func *f,
		 int drop_entry_cld, struct cldc_norm *nm)
{
	size_t i;
	long ec = cldc_entry_cld (obj, f);

	memset (nm, 0, sizeof *nm);
	nm->entry_cld = ec >= 0;
	nm->insn = cldc_xmalloc ((f->count + 1) * sizeof *nm->insn);
	for (i = f->first; i < f->first + f->count; i++) {
		const char *t = obj->insns[i].text, *mn, *ops, *hash;
		size_t mn_len, ops_len;
		char buf[512];
		int direct, computed;

		if (cldc_insn_is_padding (t))
			continue;
		if (drop_entry_cld && (long) i == ec)
			continue;
		cldc_obj_split_insn (t, &mn, &mn_len, &ops, &ops_len);
		/* The prefixes and the mnemonic as they are.  */
		snprintf (buf, sizeof buf, "%.*s ", (int) (mn + mn_len - t), t);
		direct = computed = 0;
		if ((mn[0] == 'j' || !strncmp (mn, "call", 4)
		     || !strncmp (mn, "loop", 4)) && ops_len && ops[0] != '*') {
			char *end;
			unsigned long target = strtoul (ops, &end, 16);

			if (end != ops && (*end == ' ' || !*end)) {
				direct = 1;
				if (target >= f->addr
				    && target < f->addr + f->size)
					snprintf (buf + strlen (buf),
						  sizeof buf - strlen (buf),
						  "L%zu", cldc_norm_index
						  (obj, f, target,
						   drop_entry_cld));
				else
					cldc_norm_sym (obj, target, buf,
						       sizeof buf, end);
			}
		}
		if (!direct) {
			cldc_norm_ops (buf, sizeof buf, ops, ops_len);
			hash = strstr (ops, " #");
			if (hash)
				cldc_norm_sym (obj, strtoul (hash + 2, NULL,
							     16),
					       buf, sizeof buf, hash);
		}
		(void) computed;
		nm->insn[nm->n++] = cldc_xstrdup (buf);
	}
}

static void
cldc_norm_free (struct cldc_norm *nm)
{
	for (size_t i = 0; i < nm->n; i++)
		free (nm->insn[i]);
	free (nm->insn);
}

static int
cldc_norm_equal (const struct cldc_norm *a, const struct cldc_norm *b)
{
	if (a->n != b->n)
		return 0;
	for (size_t i = 0; i < a->n; i++)
		if (strcmp (a->insn[i], b->insn[i]))
			return 0;
	return 1;
}

/* References to a thunk, "<cld_thunk.F>", in NM made references to F:
   what a registration hands the C library, the only change cld makes
   in the code around it where the value is the function's address.
   Returns how many.  */
static int
cldc_norm_unthunk (struct cldc_norm *nm)
{
	int n = 0;

	for (size_t i = 0; i < nm->n; i++) {
		char *p;

		while ((p = strstr (nm->insn[i], "<cld_thunk.")) && p[11]) {
			memmove (p + 1, p + 11, strlen (p + 11) + 1);
			n++;
		}
	}
	return n;
}

/* Do A and B hold the same instructions, in any order?  */
static int
cldc_norm_same_insns (const struct cldc_norm *a, const struct cldc_norm *b)
{
	char **x, **y;
	size_t i;
	int same = a->n == b->n;

	if (!same || !a->n)
		return same;
	x = cldc_xmalloc (a->n * sizeof *x);
	y = cldc_xmalloc (b->n * sizeof *y);
	memcpy (x, a->insn, a->n * sizeof *x);
	memcpy (y, b->insn, b->n * sizeof *y);
	qsort (x, a->n, sizeof *x, cldc_strcmp_p);
	qsort (y, b->n, sizeof *y, cldc_strcmp_p);
	for (i = 0; i < a->n && same; i++)
		same = !strcmp (x[i], y[i]);
	free (x);
	free (y);
	return same;
}

/* The first differing instruction, for the reason text.  */
static char *
cldc_norm_first_diff (const struct cldc_norm *a, const struct cldc_norm *b)
{
	size_t i;

	for (i = 0; i < a->n && i < b->n; i++)
		if (strcmp (a->insn[i], b->insn[i]))
			return cldc_xasprintf ("insn %zu: '%s' vs '%s'", i,
					       a->insn[i], b->insn[i]);
	return cldc_xasprintf ("%zu vs %zu instructions", a->n, b->n);
}

/* --- byte identity -------------------------------------------------------- */

static unsigned long
cldc_le (const unsigned char *p, int n)
{
	unsigned long v = 0;

	while (n--)
		v = (v << 8) | p[n];
	return v;
}

/* Is section SN one that a plugin on the command line changes by itself
   (cldc_elf_same), or that cld adds to an object: its records for the
   link (.cld.records), whose name then also sits in the section name
   table?  Sections are matched by name, so the ones after an added one
   still pair up.  */
static int
cldc_section_ignored (const char *sn)
{
	return !strcmp (sn, ".note.gnu.build-id")
		|| !strcmp (sn, ".gnu_debuglink")
		|| !strcmp (sn, ".gnu_debugaltlink")
		|| !strcmp (sn, ".cld.records")
		|| !strcmp (sn, ".shstrtab")
		|| !strncmp (sn, ".debug_", 7)
		|| !strncmp (sn, ".rela.debug_", 12)
		|| !strncmp (sn, ".rel.debug_", 11);
}

/* One section of an ELF file read whole.  */
struct cldc_section {
	const char *name;
	unsigned long type, off, size;
};

/* The sections of the ELF file D of L bytes that are not ignored, into
   *OUT (malloc'ed, to be freed) and *N; 0 if the headers do not fit the
   file.  */
static int
cldc_elf_sections (const unsigned char *d, size_t l,
		   struct cldc_section **out, unsigned long *n)
{
	int is64 = d[4] == 2;
	size_t w = is64 ? 8 : 4, off = is64 ? 0x18 : 0x10;
	unsigned long shoff = cldc_le (d + (is64 ? 0x28 : 0x20), w);
	unsigned long shentsize = cldc_le (d + (is64 ? 0x3a : 0x2e), 2);
	unsigned long shnum = cldc_le (d + (is64 ? 0x3c : 0x30), 2);
	unsigned long strndx = cldc_le (d + (is64 ? 0x3e : 0x32), 2);
	unsigned long stroff, i, k = 0;

	*out = NULL;
	if (shoff + shnum * shentsize > l || strndx >= shnum)
		return 0;
	*out = (struct cldc_section *) calloc (shnum, sizeof **out);
	if (!*out)
		return 0;
	stroff = cldc_le (d + shoff + strndx * shentsize + off, w);
	for (i = 0; i < shnum; i++) {
		const unsigned char *sh = d + shoff + i * shentsize;
		unsigned long name = cldc_le (sh, 4);
		struct cldc_section s;

		s.name = stroff + name < l ? (const char *) d + stroff + name
			: "";
		s.type = cldc_le (sh + 4, 4);
		s.off = cldc_le (sh + off, w);
		s.size = cldc_le (sh + off + w, w);
		if (memchr (s.name, 0, l - (size_t) (s.name - (const char *) d))
		    == NULL)
			return 0;
		if (cldc_section_ignored (s.name))
			continue;
		if (s.type != 8 && s.off + s.size > l)	/* not SHT_NOBITS */
			return 0;
		(*out)[k++] = s;
	}
	*n = k;
	return 1;
}

/* Are the ELF files A and B (little-endian) the same, section by section
   (matched by name), apart from what a plugin on the command line
   changes by itself: the build id (a hash of everything, debug info
   included), the debug link's CRC, dwz's link to its common debug file
   (named by that file's build id), and the debug info (DW_AT_producer
   records the command line) -- and cld's records for the link?  -1 if
   either is not ELF.  */
static int
cldc_elf_same (const char *a, const char *b)
{
	size_t la, lb;
	unsigned char *da = (unsigned char *) cldc_read_file (a, &la);
	unsigned char *db = (unsigned char *) cldc_read_file (b, &lb);
	struct cldc_section *sa = NULL, *sb = NULL;
	unsigned long na = 0, nb = 0, i;
	int same = 1;

	if (!da || !db || la < 64 || lb < 64 || memcmp (da, "\177ELF", 4)
	    || memcmp (db, "\177ELF", 4) || da[5] != 1) {
		free (da);
		free (db);
		return -1;
	}
	/* The ELF headers up to the section headers' place and count.  */
	if (memcmp (da, db, da[4] == 2 ? 0x28 : 0x20)
	    || !cldc_elf_sections (da, la, &sa, &na)
	    || !cldc_elf_sections (db, lb, &sb, &nb) || na != nb)
		same = 0;
	for (i = 0; same && i < na; i++)
		if (strcmp (sa[i].name, sb[i].name) || sa[i].type != sb[i].type
		    || sa[i].size != sb[i].size
		    || (sa[i].type != 8
			&& memcmp (da + sa[i].off, db + sb[i].off,
				   sa[i].size)))
			same = 0;
	free (sa);
	free (sb);
	free (da);
	free (db);
	return same;
}

/* --- the comparison ------------------------------------------------------- */

struct cldc_cmp_item {
	char *file, *function, *why;
};

static struct {
	const struct cldc_report *report;
	struct cldc_cmp_item *changed, *protected_, *unexpected;
	size_t n_changed, n_protected, n_unexpected;
	struct cldc_cmp_item *thunks, *rerouted, *mapped;
	size_t n_thunks, n_rerouted, n_mapped;
	size_t n_files, n_functions;
	char **no_symbols;	/* stripped, no debug file: exported only */
	size_t n_no_symbols;
	size_t n_elf, n_identical;
	char **differing;	/* ELF files not identical */
	size_t n_differing;
	int errors;
} cldc_cmp;

static void
cldc_cmp_add (struct cldc_cmp_item **v, size_t *n, const char *file,
	      const char *function, char *why)
{
	*v = cldc_xrealloc (*v, (*n + 1) * sizeof **v);
	(*v)[*n].file = cldc_xstrdup (file);
	(*v)[*n].function = cldc_xstrdup (function ? function : "");
	(*v)[*n].why = why;
	(*n)++;
}

/* Functions of OBJ sorted by name, then address: the k-th static of a
   name in one build pairs with the k-th in the other.  */
static struct cldc_object *cldc_cmp_sort_obj;

static int
cldc_cmp_by_name (const void *a, const void *b)
{
	const struct cldc_func *x = *(struct cldc_func *const *) a;
	const struct cldc_func *y = *(struct cldc_func *const *) b;
	int c = strcmp (x->name, y->name);

	if (c)
		return c;
	return x < y ? -1 : x > y;	/* funcs[] is in address order */
}

static struct cldc_func **
cldc_cmp_sorted (struct cldc_object *obj)
{
	struct cldc_func **v = cldc_xmalloc ((obj->n_funcs + 1) * sizeof *v);

	for (size_t i = 0; i < obj->n_funcs; i++)
		v[i] = &obj->funcs[i];
	cldc_cmp_sort_obj = obj;
	qsort (v, obj->n_funcs, sizeof *v, cldc_cmp_by_name);
	return v;
}

static void
cldc_cmp_function (const char *rel, struct cldc_object *po,
		   struct cldc_func *pf, struct cldc_object *co,
		   struct cldc_func *cf)
{
	struct cldc_norm pn, cn, cd;
	int listed = cldc_report_has (cldc_cmp.report, cf->name), rerouted;

	cldc_cmp.n_functions++;
	cldc_norm_build (po, pf, 0, &pn);
	cldc_norm_build (co, cf, 0, &cn);
	if (cldc_norm_equal (&pn, &cn)) {
		cldc_norm_free (&pn);
		cldc_norm_free (&cn);
		return;
	}
	cldc_cmp_add (&cldc_cmp.changed, &cldc_cmp.n_changed, rel, cf->name,
		      NULL);
	cldc_norm_build (co, cf, 1, &cd);
	/* Registrations through thunks: compared as if they were not.  */
	rerouted = cldc_norm_unthunk (&cn);
	cldc_norm_unthunk (&cd);
	if (rerouted && cldc_norm_same_insns (&pn, &cn))
		cldc_cmp_add (&cldc_cmp.rerouted, &cldc_cmp.n_rerouted, rel,
			      cf->name, NULL);
	else if (cn.entry_cld && !pn.entry_cld && cldc_norm_equal (&pn, &cd)) {
		if (listed) {
			cldc_cmp_add (&cldc_cmp.protected_,
				      &cldc_cmp.n_protected, rel, cf->name,
				      NULL);
			if (rerouted)
				cldc_cmp_add (&cldc_cmp.rerouted,
					      &cldc_cmp.n_rerouted, rel,
					      cf->name, NULL);
		} else
			cldc_cmp_add (&cldc_cmp.unexpected,
				      &cldc_cmp.n_unexpected, rel, cf->name,
				      cldc_xstrdup ("one leading cld, but the "
						    "report does not list "
						    "it"));
	} else if (rerouted) {
		char *d = cldc_norm_first_diff (&pn, &cn);

		cldc_cmp_add (&cldc_cmp.mapped, &cldc_cmp.n_mapped, rel,
			      cf->name, cldc_xasprintf ("refers to cld thunks "
							"and differs beyond "
							"that: %s", d));
		free (d);
	} else {
		char *d = cldc_norm_first_diff (&pn, cn.entry_cld
						&& !pn.entry_cld ? &cd : &cn);

		cldc_cmp_add (&cldc_cmp.unexpected, &cldc_cmp.n_unexpected,
			      rel, cf->name,
			      cldc_xasprintf ("differs %s: %s",
					      cn.entry_cld && !pn.entry_cld
					      ? "beyond a leading cld"
					      : "without a leading cld", d));
		free (d);
	}
	cldc_norm_free (&pn);
	cldc_norm_free (&cn);
	cldc_norm_free (&cd);
}

/* CF is in the cld build only: cld's thunk, or unexpected.  */
static void
cldc_cmp_only_cld (const char *rel, struct cldc_object *co,
		   struct cldc_func *cf)
{
	const char *to = cldc_thunk_target (cf->name);
	char *why = NULL;

	if (!to)
		why = cldc_xstrdup ("only in the cld build");
	else if (!cldc_report_has (cldc_cmp.report, cf->name))
		why = cldc_xstrdup ("a cld thunk the report does not list");
	else if (cldc_entry_cld (co, cf) < 0)
		why = cldc_xstrdup ("a cld thunk that does not start with cld");
	else if (!cldc_thunk_reaches (co, cf, to))
		why = cldc_xasprintf ("a cld thunk that does not pass control "
				      "to %s alone", to);
	if (why)
		cldc_cmp_add (&cldc_cmp.unexpected, &cldc_cmp.n_unexpected,
			      rel, cf->name, why);
	else
		cldc_cmp_add (&cldc_cmp.thunks, &cldc_cmp.n_thunks, rel,
			      cf->name, NULL);
}

static void
cldc_cmp_file (const char *rel, const char *plain, const char *cld)
{
	struct cldc_object po, co;
	struct cldc_func **pv, **cv;
	char *err;
	size_t i = 0, j = 0;

	cldc_cmp.n_files++;
	switch (cldc_elf_same (plain, cld)) {
	case 1:
		cldc_cmp.n_elf++;
		cldc_cmp.n_identical++;
		break;
	case 0:
		cldc_cmp.n_elf++;
		cldc_cmp.differing = cldc_xrealloc
			(cldc_cmp.differing, (cldc_cmp.n_differing + 1)
			 * sizeof (char *));
		cldc_cmp.differing[cldc_cmp.n_differing++]
			= cldc_xstrdup (rel);
		break;
	}
	if (cldc_object_load (plain, &po, &err)) {
		fprintf (stderr, "%s: --compare %s: %s\n", cldc_progname,
			 plain, err);
		cldc_cmp.errors++;
		return;
	}
	if (cldc_object_load (cld, &co, &err)) {
		fprintf (stderr, "%s: --compare %s: %s\n", cldc_progname, cld,
			 err);
		cldc_cmp.errors++;
		return;
	}
	if (po.dynamic != co.dynamic) {
		/* One side's functions from a debug file, the other's from
		   the dynamic table: pairing them would call every static
		   function missing.  */
		cldc_cmp_add (&cldc_cmp.unexpected, &cldc_cmp.n_unexpected,
			      rel, NULL, cldc_xasprintf
			      ("symbols of the %s build from its dynamic table "
			       "only (no debug file), of the other from its "
			       "debug file", po.dynamic ? "plain" : "cld"));
		return;
	}
	if (po.dynamic || co.dynamic) {
		cldc_cmp.no_symbols = cldc_xrealloc
			(cldc_cmp.no_symbols, (cldc_cmp.n_no_symbols + 1)
			 * sizeof (char *));
		cldc_cmp.no_symbols[cldc_cmp.n_no_symbols++]
			= cldc_xstrdup (rel);
	}
	pv = cldc_cmp_sorted (&po);
	cv = cldc_cmp_sorted (&co);
	while (i < po.n_funcs || j < co.n_funcs) {
		int c = i >= po.n_funcs ? 1 : j >= co.n_funcs ? -1
			: strcmp (pv[i]->name, cv[j]->name);

		if (c < 0) {
			cldc_cmp_add (&cldc_cmp.unexpected,
				      &cldc_cmp.n_unexpected, rel,
				      pv[i]->name,
				      cldc_xstrdup ("only in the plain build"));
			i++;
		} else if (c > 0)
			cldc_cmp_only_cld (rel, &co, cv[j++]);
		else
			cldc_cmp_function (rel, &po, pv[i++], &co, cv[j++]);
	}
	free (pv);
	free (cv);
}

/* --- walking two trees ---------------------------------------------------- */

static const char *cldc_walk_plain;
static char **cldc_walk_files;
static size_t cldc_walk_n;

/* An ELF file or an ar archive, not a separate debug file.  */
static int
cldc_is_code_file (const char *path)
{
	char magic[8];
	FILE *f = fopen (path, "rb");
	size_t n;

	if (!f)
		return 0;
	n = fread (magic, 1, sizeof magic, f);
	fclose (f);
	return (n >= 4 && !memcmp (magic, "\177ELF", 4))
		|| (n == 8 && !memcmp (magic, "!<arch>\n", 8));
}

static int
cldc_walk_one (const char *path, const struct stat *st, int type,
	       struct FTW *ftw)
{
	const char *rel = path + strlen (cldc_walk_plain);

	(void) ftw;
	if (type != FTW_F || !S_ISREG (st->st_mode))
		return 0;
	while (*rel == '/')
		rel++;
	if (!strncmp (rel, "usr/lib/debug/", 14) || !cldc_is_code_file (path))
		return 0;
	cldc_walk_files = cldc_xrealloc (cldc_walk_files, (cldc_walk_n + 1)
					 * sizeof *cldc_walk_files);
	cldc_walk_files[cldc_walk_n++] = cldc_xstrdup (rel);
	return 0;
}

/* The code files under ROOT, relative, sorted.  */
static char **
cldc_walk (const char *root, size_t *n)
{
	char **v;

	cldc_walk_plain = root;
	cldc_walk_files = NULL;
	cldc_walk_n = 0;
	if (nftw (root, cldc_walk_one, 32, FTW_PHYS))
		cldc_fatal ("--compare: cannot walk %s", root);
	if (cldc_walk_n)
		qsort (cldc_walk_files, cldc_walk_n, sizeof (char *),
		       cldc_strcmp_p);
	v = cldc_walk_files;
	*n = cldc_walk_n;
	return v;
}

static void
cldc_cmp_print_list (const char *key, struct cldc_cmp_item *v, size_t n,
		     int with_why)
{
	printf (",\n \"%s\": [", key);
	for (size_t i = 0; i < n; i++) {
		printf ("%s\n  ", i ? "," : "");
		if (with_why) {
			printf ("{\"file\": ");
			cldc_json_string (v[i].file);
			printf (", \"function\": ");
			cldc_json_string (v[i].function);
			printf (", \"why\": ");
			cldc_json_string (v[i].why);
			printf ("}");
		} else {
			char *s = cldc_xasprintf ("%s:%s", v[i].file,
						  v[i].function);

			cldc_json_string (s);
			free (s);
		}
	}
	printf ("%s]", n ? "\n " : "");
}

int
cldc_compare_main (const char *plain, const char *cld, const char *report,
		   enum cldc_format fmt)
{
	struct cldc_report rep;
	struct stat st;
	size_t i;

	memset (&cldc_cmp, 0, sizeof cldc_cmp);
	if (report) {
		if (cldc_report_load (report, &rep))
			cldc_fatal ("--report %s: cannot read it", report);
		cldc_cmp.report = &rep;
	}
	if (stat (plain, &st))
		cldc_fatal ("--compare %s: no such file or directory", plain);
	if (S_ISDIR (st.st_mode)) {
		size_t np, nc, a = 0, b = 0;
		char **pv, **cv;
		char *dp = cldc_xasprintf ("%s/usr/lib/debug", plain);
		char *dc = cldc_xasprintf ("%s/usr/lib/debug", cld);

		/* The -dbgsym packages' debug files, found by build id (which
		   differs between the builds of a changed file).  */
		cldc_add_debug_dir (dp);
		cldc_add_debug_dir (dc);
		pv = cldc_walk (plain, &np);
		cv = cldc_walk (cld, &nc);
		while (a < np || b < nc) {
			int c = a >= np ? 1 : b >= nc ? -1
				: strcmp (pv[a], cv[b]);

			if (c < 0) {
				cldc_cmp_add (&cldc_cmp.unexpected,
					      &cldc_cmp.n_unexpected, pv[a++],
					      NULL, cldc_xstrdup
					      ("file only in the plain build"));
			} else if (c > 0) {
				cldc_cmp_add (&cldc_cmp.unexpected,
					      &cldc_cmp.n_unexpected, cv[b++],
					      NULL, cldc_xstrdup
					      ("file only in the cld build"));
			} else {
				char *p = cldc_xasprintf ("%s/%s", plain,
							  pv[a]);
				char *q = cldc_xasprintf ("%s/%s", cld, cv[b]);

				cldc_cmp_file (pv[a], p, q);
				free (p);
				free (q);
				a++, b++;
			}
		}
		free (dp);
		free (dc);
	} else
		cldc_cmp_file (plain, plain, cld);

	if (fmt != CLDC_JSON) {
		printf ("%zu files, %zu functions: %zu changed, %zu protected, "
			"%zu unexpected\n", cldc_cmp.n_files,
			cldc_cmp.n_functions, cldc_cmp.n_changed,
			cldc_cmp.n_protected, cldc_cmp.n_unexpected);
		if (cldc_cmp.n_thunks || cldc_cmp.n_rerouted
		    || cldc_cmp.n_mapped)
			printf ("%zu cld thunks, %zu functions registering "
				"through them, %zu mapping through them\n",
				cldc_cmp.n_thunks, cldc_cmp.n_rerouted,
				cldc_cmp.n_mapped);
		printf ("%zu of %zu ELF files identical but for the build id "
			"and debug info\n", cldc_cmp.n_identical,
			cldc_cmp.n_elf);
		for (i = 0; i < cldc_cmp.n_protected; i++)
			printf ("protected  %s: %s\n",
				cldc_cmp.protected_[i].file,
				cldc_cmp.protected_[i].function);
		for (i = 0; i < cldc_cmp.n_thunks; i++)
			printf ("thunk      %s: %s\n", cldc_cmp.thunks[i].file,
				cldc_cmp.thunks[i].function);
		for (i = 0; i < cldc_cmp.n_rerouted; i++)
			printf ("rerouted   %s: %s\n",
				cldc_cmp.rerouted[i].file,
				cldc_cmp.rerouted[i].function);
		for (i = 0; i < cldc_cmp.n_mapped; i++)
			printf ("mapped     %s: %s: %s\n",
				cldc_cmp.mapped[i].file,
				cldc_cmp.mapped[i].function,
				cldc_cmp.mapped[i].why);
		for (i = 0; i < cldc_cmp.n_unexpected; i++)
			printf ("UNEXPECTED %s: %s: %s\n",
				cldc_cmp.unexpected[i].file,
				cldc_cmp.unexpected[i].function,
				cldc_cmp.unexpected[i].why);
	} else {
		printf ("{\"files\": %zu, \"functions\": %zu, \"n_changed\": "
			"%zu, \"n_protected\": %zu, \"n_unexpected\": %zu",
			cldc_cmp.n_files, cldc_cmp.n_functions,
			cldc_cmp.n_changed, cldc_cmp.n_protected,
			cldc_cmp.n_unexpected);
		printf (",\n \"n_thunks\": %zu, \"n_rerouted\": %zu, "
			"\"n_mapped\": %zu", cldc_cmp.n_thunks,
			cldc_cmp.n_rerouted, cldc_cmp.n_mapped);
		printf (",\n \"elf_files\": %zu, \"identical_elf_files\": %zu",
			cldc_cmp.n_elf, cldc_cmp.n_identical);
		if (report)
			printf (",\n \"report_functions\": %zu", rep.n);
		cldc_cmp_print_list ("changed", cldc_cmp.changed,
				     cldc_cmp.n_changed, 0);
		cldc_cmp_print_list ("protected", cldc_cmp.protected_,
				     cldc_cmp.n_protected, 0);
		cldc_cmp_print_list ("thunks", cldc_cmp.thunks,
				     cldc_cmp.n_thunks, 0);
		cldc_cmp_print_list ("rerouted", cldc_cmp.rerouted,
				     cldc_cmp.n_rerouted, 0);
		cldc_cmp_print_list ("mapped", cldc_cmp.mapped,
				     cldc_cmp.n_mapped, 1);
		cldc_cmp_print_list ("unexpected", cldc_cmp.unexpected,
				     cldc_cmp.n_unexpected, 1);
		printf (",\n \"differing_elf_files\": [");
		for (i = 0; i < cldc_cmp.n_differing; i++) {
			printf ("%s", i ? ", " : "");
			cldc_json_string (cldc_cmp.differing[i]);
		}
		printf ("]");
		printf (",\n \"exported_symbols_only\": [");
		for (i = 0; i < cldc_cmp.n_no_symbols; i++) {
			printf ("%s", i ? ", " : "");
			cldc_json_string (cldc_cmp.no_symbols[i]);
		}
		printf ("]}\n");
	}
	if (cldc_cmp.errors)
		return CLDC_EXIT_FATAL;
	return cldc_cmp.n_unexpected ? 1 : 0;
}
