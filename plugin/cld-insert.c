/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the pass that puts one cld at the entry of a signal handler.
 *
 * It runs late (see cld.c: just before branch shortening), on the final
 * insn chain, where "entry" is simply the head of the chain: whatever
 * shrink-wrapping moved, whichever block is a loop header, the code before
 * the first label runs exactly once per call.  The cld goes right after the
 * insns the back end needs first -- endbr64/endbr32 and the
 * -fpatchable-function-entry area -- and before the prologue.  What final
 * prints ahead of the insn chain (the -mfentry call, nops before the label)
 * stays ahead of it too.  So on every path the second thing a handler does,
 * after what tracing and CET need, is clear DF; even an mcount call made
 * after the prologue under plain -pg then runs with DF clear.
 */
#include "cld-compat.h"
#include "cld.h"

static bool
cld_insert_is_asm (rtx_insn *insn)
{
	rtx pat = PATTERN (insn);

	return GET_CODE (pat) == ASM_INPUT || asm_noperands (pat) >= 0;
}

/* The insn code of a real (recognisable, non-asm) insn, else -1.  */
static int
cld_insert_icode (rtx_insn *insn)
{
	rtx pat;

	if (!NONJUMP_INSN_P (insn))
		return -1;
	pat = PATTERN (insn);
	if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER
	    || cld_insert_is_asm (insn))
		return -1;
	return recog_memoized (insn);
}

/* A clone made by IPA (constprop, isra, a split-off .part) is only ever
   called directly, with DF clear as the ABI promises; the original, which
   is what gets registered, keeps its cld.  */
static bool
cld_insert_is_ipa_clone (tree fndecl)
{
	cgraph_node *node = cgraph_node::get (fndecl);

	return node && (node->former_clone_of || node->split_part);
}

/* Does this function get a cld at entry?  Handlers in every mode;
   every function under mode=all (cld-modes.c).  A naked function cannot
   have one: its body is the user's asm (for a handler, the attribute
   handler or the pass has said so).  */
bool
cld_insert_wanted (tree fndecl)
{
	if (lookup_attribute ("naked", DECL_ATTRIBUTES (fndecl)))
		return false;
	return (cld_is_handler (fndecl) && !cld_insert_is_ipa_clone (fndecl))
		|| cld_modes_entry_wanted (fndecl);
}

/* The last of the leading insns that must stay first (endbr, the
   patchable area), or NULL; notes are skipped.  */
static rtx_insn *
cld_insert_last_preamble (void)
{
	rtx_insn *insn, *last = NULL;

	for (insn = get_insns (); insn; insn = NEXT_INSN (insn)) {
		if (NOTE_P (insn))
			continue;
		if (!cld_compat_insn_stays_first (cld_insert_icode (insn)))
			break;
		last = insn;
	}
	return last;
}

/* The first insn that runs after the preamble: where the entry cld is
   (cld-verify.c checks it is there).  */
rtx_insn *
cld_insert_first_after_preamble (void)
{
	rtx_insn *last = cld_insert_last_preamble ();
	rtx_insn *insn = last ? NEXT_INSN (last) : get_insns ();

	while (insn && NOTE_P (insn))
		insn = NEXT_INSN (insn);
	return insn;
}

/* Is INSN the cld pattern (not an asm that happens to say cld)?  */
bool
cld_insert_is_cld (rtx_insn *insn)
{
	return insn && cld_insert_icode (insn) == CODE_FOR_cld;
}

/* Insert the cld right after the preamble (or at the very head) and
   return it.  */
static rtx_insn *
cld_insert_at_entry (void)
{
	rtx_insn *after = cld_insert_last_preamble ();

	if (after)
		return emit_insn_after_noloc (gen_cld (), after, NULL);
	return emit_insn_before_noloc (gen_cld (), get_insns (), NULL);
}

/* With DF cleared at entry, any other cld the compiler emitted (by -mcld's
   mode switching, or for an "interrupt" function) is redundant: only
   inline asm can set DF inside a function, callees return with it clear.
   Delete them when there is no asm, so a handler has exactly one cld.  */
static void
cld_insert_drop_redundant (rtx_insn *entry_cld)
{
	rtx_insn *insn, *next;

	for (insn = get_insns (); insn; insn = NEXT_INSN (insn))
		if (INSN_P (insn) && cld_insert_is_asm (insn))
			return;
	for (insn = get_insns (); insn; insn = next) {
		next = NEXT_INSN (insn);
		if (insn != entry_cld && cld_insert_is_cld (insn))
			delete_insn (insn);
	}
}

/* debug-skip=NAME: a testing aid that withholds the clds (entry and
   strict) from one function, so the testsuite can show that verify
   catches a missing one.  */
bool
cld_insert_debug_skipped (tree fndecl)
{
	return cld_opt.debug_skip && DECL_NAME (fndecl)
		&& !strcmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)),
			    cld_opt.debug_skip);
}

static const pass_data cld_insert_pass_data = {
	RTL_PASS,		/* type */
	"cld",			/* name: -fdump-rtl-cld */
	OPTGROUP_NONE,		/* optinfo_flags */
	TV_PLUGIN_RUN,		/* tv_id: shows in -ftime-report */
	PROP_rtl,		/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish */
};

class cld_insert_pass : public rtl_opt_pass {
public:
	cld_insert_pass (gcc::context *ctxt)
		: rtl_opt_pass (cld_insert_pass_data, ctxt)
	{
	}

	virtual bool gate (function *fun)
	{
		/* naked written after signal_handler; the other order is
		   caught by the attribute handler.  A naked function that
		   is here only for mode=all is skipped silently.  */
		if (cld_is_handler (fun->decl))
			cld_attr_naked_conflict (fun->decl);
		return cld_insert_wanted (fun->decl)
			&& !cld_insert_debug_skipped (fun->decl);
	}

	virtual unsigned int execute (function *fun)
	{
		tree fndecl = fun->decl;
		rtx_insn *cld;

		cld = cld_insert_at_entry ();
		cld_insert_drop_redundant (cld);
		if (cld_is_handler (fndecl))
			cld_report_protected (fndecl, 1);
		else
			cld_modes_report_entry (fndecl);
		return 0;
	}
};

opt_pass *
cld_insert_pass_create (gcc::context *ctxt)
{
	return new cld_insert_pass (ctxt);
}
