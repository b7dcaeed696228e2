/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- what this object registered and protected, for the link.
 *
 * One file cannot know whether a handler it registers, or lets escape,
 * is protected where another file defines it; the link can.  So every
 * object says, in a section of its own, what it did: the global
 * functions it defines with a cld at entry, the functions of other
 * files it registers through a thunk (cld-thunk.c), registers without
 * one, or lets escape where they may be registered.  The linker plugin
 * (tools/ld-plugin) reads the sections of every object of a link and
 * warns about a registered function whose definition starts without
 * cld.
 *
 * The section is ".cld.records", SHF_EXCLUDE: the linker drops it from
 * executables and shared libraries, and "ld -r" concatenates it.  Its
 * contents are text lines:
 *
 *   cld1 unit SOURCE           first line of one object's records
 *   cld1 cld SYMBOL            defined here, starts with cld
 *   cld1 thunk SYMBOL WHERE    registered at WHERE through a thunk
 *   cld1 reg SYMBOL WHERE      registered at WHERE, not protected here
 *   cld1 esc SYMBOL WHERE      escapes at WHERE, may be registered
 *
 *   cld1 detect LEVEL          the unit's detect= level
 *
 * SYMBOL is the ELF symbol, WHERE is FILE:LINE:COLUMN, with a backslash
 * and a newline in FILE written as "\\" and "\n".  A reader skips
 * lines of kinds it does not know.  Every object compiled with cld has
 * the unit line, so the link can tell it from one compiled without;
 * only objects whose code is final carry records (not LTO bytecode:
 * lto1 sees the whole program).
 */
#include "cld-compat.h"
#include "cld.h"

static vec<char *> cld_records_lines;
/* The kinds already recorded for each function: one line each.  */
static hash_map<tree, unsigned> *cld_records_seen;

/* Does this compilation write an object the linker will read as is?  */
static bool
cld_records_wanted (void)
{
	return !in_lto_p && (!flag_generate_lto || flag_fat_lto_objects);
}

/* The ELF symbol of FNDECL.  */
static const char *
cld_records_symbol (tree fndecl)
{
	const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));

	return *name == '*' ? name + 1 : name;
}

/* FILE with a backslash and a newline escaped, so that a record stays
   one line: freshly allocated.  */
static char *
cld_records_file (const char *file)
{
	char *out = XNEWVEC (char, 2 * strlen (file) + 1), *o = out;

	for (; *file; file++) {
		if (*file == '\\' || *file == '\n')
			*o++ = '\\';
		*o++ = *file == '\n' ? 'n' : *file;
	}
	*o = 0;
	return out;
}

/* Record KIND ("cld", "thunk", "reg", "esc": told apart by the first
   letter) for FNDECL, a function visible to the link, at LOC
   (UNKNOWN_LOCATION: no place); once per function and kind.  */
void
cld_records_add (const char *kind, tree fndecl, location_t loc)
{
	expanded_location x;
	unsigned bit = 1u << (kind[0] - 'a'), *seen;

	if (!cld_records_wanted () || !TREE_PUBLIC (fndecl))
		return;
	if (!cld_records_seen)
		cld_records_seen = new hash_map<tree, unsigned> ();
	seen = &cld_records_seen->get_or_insert (fndecl);
	if (*seen & bit)
		return;
	*seen |= bit;
	x = expand_location (loc);
	if (x.file) {
		char *file = cld_records_file (x.file);

		cld_records_lines.safe_push (xasprintf ("cld1 %s %s %s:%d:%d",
							kind,
							cld_records_symbol
							(fndecl), file,
							x.line, x.column));
		free (file);
	} else
		cld_records_lines.safe_push (xasprintf ("cld1 %s %s", kind,
							cld_records_symbol
							(fndecl)));
}

/* LINE and a newline as an assembler string: quotes, backslashes and
   bytes that are not printable ASCII (a file name may hold any) in
   octal.  */
static void
cld_records_ascii (FILE *f, const char *line)
{
	const unsigned char *p;

	fputs ("\t.ascii \"", f);
	for (p = (const unsigned char *) line; *p; p++) {
		if (*p == '"' || *p == '\\' || *p < 0x20 || *p >= 0x7f)
			fprintf (f, "\\%03o", *p);
		else
			fputc (*p, f);
	}
	fputs ("\\n\"\n", f);
}

/* FNDECL, global or not, starts with cld: so do its public aliases,
   which other files may register by their own names.  */
void
cld_records_protected (tree fndecl)
{
	cgraph_node *node = cgraph_node::get (fndecl);
	ipa_ref *ref;
	unsigned i;

	cld_records_add ("cld", fndecl, UNKNOWN_LOCATION);
	if (!node)
		return;
	for (i = 0; node->iterate_direct_aliases (i, ref); i++)
		cld_records_add ("cld", ref->referring->decl,
				 UNKNOWN_LOCATION);
}

/* PLUGIN_FINISH_UNIT: the section, in every object the linker reads
   as is.  */
void
cld_records_write (void *gcc_data, void *user_data)
{
	char *line, *file;
	unsigned i;

	if (!cld_records_wanted () || !asm_out_file || seen_error ())
		return;
	fputs ("\t.pushsection .cld.records,\"e\",@progbits\n",
	       asm_out_file);
	file = cld_records_file (main_input_filename);
	line = xasprintf ("cld1 unit %s", file);
	cld_records_ascii (asm_out_file, line);
	free (line);
	free (file);
	line = xasprintf ("cld1 detect %s", cld_detect_names[cld_opt.detect]);
	cld_records_ascii (asm_out_file, line);
	free (line);
	FOR_EACH_VEC_ELT (cld_records_lines, i, line) {
		cld_records_ascii (asm_out_file, line);
		free (line);
	}
	fputs ("\t.popsection\n", asm_out_file);
	cld_records_lines.release ();
	delete cld_records_seen;
	cld_records_seen = NULL;
}
