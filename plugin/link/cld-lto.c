/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- make an LTO link without cld loud.
 *
 * Under -flto the cld is emitted by the link-time compile (lto1), which
 * loads the plugin only if the link command names it.  Many packages drop
 * LDFLAGS at link time: their handlers then link without cld, and nothing
 * said so.  So a compile under -flto that knows handlers (marked or found)
 * adds, per handler, a top-level asm
 *
 *	.warning "cld: signal handler 'h' (a.c:3) gets no cld: ..."
 *
 * to the LTO IR only: it is added after detection and removed again after
 * the IR is streamed, before a fat object's own assembly is written (which
 * the plugin protects).  Top-level asm is passed through LTO into the
 * link-time assembly.  An lto1 with cld removes these statements before
 * any assembly is written; an lto1 without it hands them to the assembler,
 * which prints each warning in the link's output -- with any linker (bfd,
 * gold, lld), with or without the linker plugin, and without cld
 * installed on the machine that links.
 */
#include "cld-compat.h"
#include "cld.h"

/* Every statement starts with this, and nothing a user writes does.  */
#define CLD_LTO_MARK "\t.warning \"cld: signal handler "

static bool
cld_lto_is_mark (asm_node *node)
{
	return TREE_CODE (node->asm_str) == STRING_CST
		&& strncmp (TREE_STRING_POINTER (node->asm_str), CLD_LTO_MARK,
			    strlen (CLD_LTO_MARK)) == 0;
}

/* PLUGIN_ALL_IPA_PASSES_END: in cc1 after the IR is streamed and before a
   fat object's assembly; in lto1 (LTRANS, or a whole-program lto1) before
   any assembly.  The list is the symbol table's own: unlink ours, keep
   the order and the tail pointer of the rest.  */
void
cld_lto_drop_marks (void *gcc_data, void *user_data)
{
	asm_node *node, *next, *last = NULL;

	for (node = symtab->asmnodes; node; node = next) {
		next = cld_compat_asm_next (node);
		if (!cld_lto_is_mark (node))
			last = node;
		else if (last)
			last->next = next;
		else
			symtab->asmnodes = next;
	}
	symtab->asm_last_node = last;
}

/* Append S to OBS as the inside of a gas string.  */
static void
cld_lto_quote (struct obstack *obs, const char *s)
{
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			obstack_1grow (obs, '\\');
		if ((unsigned char) *s < ' ')
			obstack_1grow (obs, '?');
		else
			obstack_1grow (obs, *s);
	}
}

static void
cld_lto_mark (tree fndecl)
{
	expanded_location loc = expand_location (DECL_SOURCE_LOCATION (fndecl));
	struct obstack obs;
	char line[32];
	const char *text;

	obstack_init (&obs);
	obstack_grow (&obs, CLD_LTO_MARK, strlen (CLD_LTO_MARK));
	obstack_1grow (&obs, '\'');
	cld_lto_quote (&obs, lang_hooks.decl_printable_name (fndecl, 1));
	obstack_1grow (&obs, '\'');
	if (loc.file) {
		obstack_grow (&obs, " (", 2);
		cld_lto_quote (&obs, loc.file);
		snprintf (line, sizeof line, ":%d)", loc.line);
		obstack_grow (&obs, line, strlen (line));
	}
	text = " gets no cld: it was compiled with -flto and the cld plugin, "
		"but this link-time compile runs without it; link with the "
		"compile flags (-fplugin=cld, or -specs=.../cld.specs in "
		"LDFLAGS)\"\n";
	obstack_grow0 (&obs, text, strlen (text));
	symtab->finalize_toplevel_asm
		(cld_attr_string ((const char *) obstack_finish (&obs)));
	obstack_free (&obs, NULL);
}

static unsigned int
cld_lto_mark_execute (function *)
{
	cgraph_node *node;

	FOR_EACH_DEFINED_FUNCTION (node)
		if (cld_is_handler (node->decl)
		    && !cld_attr_is_naked (node->decl))
			cld_lto_mark (node->decl);
	return 0;
}

/* Only a compile that writes LTO IR (-flto, fat or not).  */
static bool
cld_lto_mark_gate (function *)
{
	return !in_lto_p && flag_generate_lto && !seen_error ();
}

opt_pass *
cld_lto_mark_pass_create (gcc::context *ctxt)
{
	return cld_pass_create (ctxt, SIMPLE_IPA_PASS, "cld-lto-mark",
				cld_lto_mark_gate, cld_lto_mark_execute);
}
