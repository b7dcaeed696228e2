/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- verify=yes: check, per function, that the final insn chain keeps
 * the promise of the active mode, and make the compile fail if not.
 *
 *   every mode  a function that gets an entry cld (handlers; every
 *               function under mode=all; see cld_insert_wanted) runs it
 *               before anything that DF or a callee could depend on.
 *               Walking the chain from its head, only these may come
 *               before the cld, in this order: endbr64/endbr32, the
 *               patchable area, and the frame setup "push %rbp; mov
 *               %rsp,%rbp" (cld-insert.c says why it may come first).
 *               No call, string insn, jump, label or other code.  And
 *               nothing that must be first may follow it before the
 *               first label, jump or call: a cld in front of endbr64
 *               breaks indirect-branch tracking (CET).  Under
 *               plain -pg final prints the mcount call at the
 *               prologue-end note, so that note must follow the cld too.
 *               What final prints ahead of the chain (the -mfentry call,
 *               nops) is not in it.
 *   strict      every string instruction, and every asm whose template
 *               runs one with DF possibly set, comes right after a cld.
 *
 * The entry rule is derived here from the final insns, with predicates of
 * this file's own, not with the helpers the insertion pass used to place
 * the cld: a verifier that asks the inserter where the cld should be
 * accepts whatever the inserter got wrong.  The debug-misplace= argument
 * (cld-args.c) puts the cld where it must not be, to show that it fails.
 *
 * mode=mcld is GCC's own -mcld placement, which has no simpler invariant
 * than "what mode switching computed"; its handlers are checked as above.
 *
 * The pass sits right before "final" (cld.c says why).  A violation is an
 * error at the function, not an abort: the user gets a diagnostic naming
 * the function and the rule, and no object file.
 */
#include "cld-compat.h"
#include "cld.h"

/* The insn code of INSN if it is a recognised non-asm insn, else -1.  */
static int
cld_verify_icode (rtx_insn *insn)
{
	rtx pat;

	if (!NONJUMP_INSN_P (insn))
		return -1;
	pat = PATTERN (insn);
	if (GET_CODE (pat) == ASM_INPUT || asm_noperands (pat) >= 0)
		return -1;
	return recog_memoized (insn);
}

/* Is X the hard register REGNO?  */
static bool
cld_verify_is_reg (rtx x, unsigned int regno)
{
	return REG_P (x) && REGNO (x) == regno;
}

/* The shapes allowed before the entry cld, in the order they may come.  */
enum cld_verify_shape {
	CLD_VERIFY_ENDBR,
	CLD_VERIFY_PATCHABLE,
	CLD_VERIFY_PUSH_FP,
	CLD_VERIFY_SET_FP,
	CLD_VERIFY_OTHER
};

static enum cld_verify_shape
cld_verify_shape_of (rtx_insn *insn)
{
	int icode = cld_verify_icode (insn);
	rtx pat, dest, src;

	if (icode == CODE_FOR_nop_endbr)
		return CLD_VERIFY_ENDBR;
	if (icode == CODE_FOR_patchable_area)
		return CLD_VERIFY_PATCHABLE;
	if (icode < 0 || GET_CODE (PATTERN (insn)) != SET)
		return CLD_VERIFY_OTHER;
	pat = PATTERN (insn);
	dest = SET_DEST (pat);
	src = SET_SRC (pat);
	if (cld_verify_is_reg (src, HARD_FRAME_POINTER_REGNUM) && MEM_P (dest)
	    && GET_CODE (XEXP (dest, 0)) == PRE_DEC
	    && cld_verify_is_reg (XEXP (XEXP (dest, 0), 0),
				  STACK_POINTER_REGNUM))
		return CLD_VERIFY_PUSH_FP;
	if (cld_verify_is_reg (dest, HARD_FRAME_POINTER_REGNUM)
	    && cld_verify_is_reg (src, STACK_POINTER_REGNUM))
		return CLD_VERIFY_SET_FP;
	return CLD_VERIFY_OTHER;
}

/* Report FNDECL: "'f' BEFORE 'cld'AFTER (why it needs one, mode)".  */
static void
cld_verify_entry_error (tree fndecl, const char *before, const char *after)
{
	error_at (DECL_SOURCE_LOCATION (fndecl),
		  "%s: verify: %qD %s%<cld%>%s (%s, %<mode=%s%>)",
		  cld_plugin_name, fndecl, before, after,
		  cld_is_handler (fndecl) ? "signal handler" : "every function",
		  cld_mode_names[cld_opt.mode]);
}

/* The entry cld of the chain, or NULL (after reporting FNDECL) if
   something other than the allowed shapes, in order, comes first.
   *PROLOGUE_END says whether the prologue-end note came first.  */
static rtx_insn *
cld_verify_find_entry_cld (tree fndecl, bool *prologue_end)
{
	rtx_insn *insn;
	enum cld_verify_shape next = CLD_VERIFY_ENDBR, shape;

	*prologue_end = false;
	for (insn = get_insns (); insn; insn = NEXT_INSN (insn)) {
		if (NOTE_P (insn)) {
			if (NOTE_KIND (insn) == NOTE_INSN_PROLOGUE_END)
				*prologue_end = true;
			continue;
		}
		if (DEBUG_INSN_P (insn))
			continue;
		if (cld_verify_icode (insn) == CODE_FOR_cld)
			return insn;
		shape = cld_verify_shape_of (insn);
		/* The push and the mov of the frame setup go together.  */
		if (shape < next || shape == CLD_VERIFY_OTHER
		    || (next == CLD_VERIFY_SET_FP)
		       != (shape == CLD_VERIFY_SET_FP))
			break;
		next = (enum cld_verify_shape) (shape + 1);
	}
	cld_verify_entry_error (fndecl, "does not start with ", "");
	return NULL;
}

static void
cld_verify_entry (tree fndecl)
{
	rtx_insn *cld, *insn;
	bool prologue_end;

	cld = cld_verify_find_entry_cld (fndecl, &prologue_end);
	if (!cld)
		return;
	if (prologue_end && crtl->profile
	    && !targetm.profile_before_prologue ()) {
		cld_verify_entry_error (fndecl, "calls the profiler before "
					"its ", "");
		return;
	}
	/* Only the straight line from the entry: after a jump or a call
	   an endbr is at a branch target of its own (the return from
	   setjmp, the -fsplit-stack return from __morestack).  */
	for (insn = NEXT_INSN (cld);
	     insn && !LABEL_P (insn) && !JUMP_P (insn) && !CALL_P (insn)
	     && !BARRIER_P (insn);
	     insn = NEXT_INSN (insn))
		if (cld_verify_shape_of (insn) <= CLD_VERIFY_PATCHABLE) {
			cld_verify_entry_error (fndecl, "has its ",
						" before an insn that must "
						"come first (endbr, patchable "
						"area)");
			return;
		}
}

static void
cld_verify_strict (tree fndecl)
{
	rtx_insn *insn;
	location_t loc;

	for (insn = get_insns (); insn; insn = NEXT_INSN (insn))
		if (cld_modes_strict_unguarded (insn))
			break;
	if (!insn)
		return;
	loc = INSN_LOCATION (insn);
	if (loc == UNKNOWN_LOCATION)
		loc = DECL_SOURCE_LOCATION (fndecl);
	/* One error per function is enough.  */
	error_at (loc, "%s: verify: string instruction in %qD is not right "
		  "after a %<cld%> (%<mode=strict%>)", cld_plugin_name, fndecl);
}

static unsigned int
cld_verify_execute (function *fun)
{
	if (cld_insert_wanted (fun->decl))
		cld_verify_entry (fun->decl);
	if (cld_modes_strict ())
		cld_verify_strict (fun->decl);
	return 0;
}

opt_pass *
cld_verify_pass_create (gcc::context *ctxt)
{
	return cld_pass_create (ctxt, RTL_PASS, "cld-verify", NULL,
				cld_verify_execute);
}
