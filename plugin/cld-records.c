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
 * SYMBOL is the ELF symbol, WHERE is FILE:LINE:COLUMN.  A reader skips
 * lines of kinds it does not know.  Only objects whose code is final
 * carry records (not LTO bytecode: lto1 sees the whole program).
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
	if (x.file)
		cld_records_lines.safe_push (xasprintf ("cld1 %s %s %s:%d:%d",
							kind,
							cld_records_symbol
							(fndecl), x.file,
							x.line, x.column));
	else
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

/* PLUGIN_FINISH_UNIT: the section, when there is anything to say.  */
void
cld_records_write (void *gcc_data, void *user_data)
{
	char *line;
	unsigned i;

	if (cld_records_lines.is_empty () || !asm_out_file || seen_error ())
		return;
	fputs ("\t.pushsection .cld.records,\"e\",@progbits\n",
	       asm_out_file);
	line = xasprintf ("cld1 unit %s", main_input_filename);
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
