/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- verify=yes: check, per function, that the final insn chain keeps
 * the promise of the active mode, and make the compile fail if not.
 *
 *   every mode  a function that gets an entry cld (handlers; every
 *               function under mode=all; see cld_insert_wanted) runs it
 *               first: the first insn after the preamble (endbr, the
 *               patchable area) is the cld, or, when the code starts
 *               with the frame setup "push %rbp; mov %rsp,%rbp", the
 *               first after that pair (cld-insert.c says why it may
 *               come first).  What final prints ahead of the chain
 *               (-mfentry call, nops) is not in it.
 *   strict      every string instruction, and every asm whose template
 *               runs one with DF possibly set, comes right after a cld.
 *
 * mode=mcld is GCC's own -mcld placement, which has no simpler invariant
 * than "what mode switching computed"; its handlers are checked as above.
 *
 * The pass sits right before "final": after branch shortening, the last
 * pass that may touch the chain, and after the entry and strict passes
 * (both before "shorten"), so what it checks is what gets printed.  A
 * violation is an error at the function, not an abort: the user gets a
 * diagnostic naming the function and the rule, and no object file.
 */
#include "cld-compat.h"
#include "cld.h"

static void
cld_verify_entry (tree fndecl)
{
	rtx_insn *first = cld_insert_entry_insn ();

	if (cld_insert_is_cld (first))
		return;
	error_at (DECL_SOURCE_LOCATION (fndecl),
		  "%s: verify: %qD does not start with %<cld%> "
		  "(%s, %<mode=%s%>)", cld_plugin_name, fndecl,
		  cld_is_handler (fndecl) ? "signal handler" : "every function",
		  cld_mode_names[cld_opt.mode]);
}

static void
cld_verify_strict (tree fndecl)
{
	rtx_insn *insn;

	for (insn = get_insns (); insn; insn = NEXT_INSN (insn)) {
		location_t loc;

		if (!NONDEBUG_INSN_P (insn) || !cld_asm_needs_cld (insn)
		    || cld_insert_is_cld (prev_nonnote_nondebug_insn (insn)))
			continue;
		loc = INSN_LOCATION (insn);
		if (loc == UNKNOWN_LOCATION)
			loc = DECL_SOURCE_LOCATION (fndecl);
		error_at (loc, "%s: verify: string instruction in %qD is not "
			  "right after a %<cld%> (%<mode=strict%>)",
			  cld_plugin_name, fndecl);
		return;		/* one error per function is enough */
	}
}

static const pass_data cld_verify_pass_data = {
	RTL_PASS,		/* type */
	"cld-verify",		/* name: -fdump-rtl-cld-verify */
	OPTGROUP_NONE,		/* optinfo_flags */
	TV_PLUGIN_RUN,		/* tv_id */
	PROP_rtl,		/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish */
};

class cld_verify_pass : public rtl_opt_pass {
public:
	cld_verify_pass (gcc::context *ctxt)
		: rtl_opt_pass (cld_verify_pass_data, ctxt)
	{
	}

	virtual unsigned int execute (function *fun)
	{
		if (cld_insert_wanted (fun->decl))
			cld_verify_entry (fun->decl);
		if (cld_opt.mode == CLD_MODE_STRICT)
			cld_verify_strict (fun->decl);
		return 0;
	}
};

opt_pass *
cld_verify_pass_create (gcc::context *ctxt)
{
	return new cld_verify_pass (ctxt);
}
