/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the pass that puts one cld at the entry of a signal handler
 * (and of every function under mode=all).
 *
 * It runs late (cld.c says where and why), on the final insn chain, where
 * "entry" is simply the head of the chain: whatever shrink-wrapping moved,
 * whichever block is a loop header, the code before the first label runs
 * exactly once per call.  The cld goes right after the insns the back end
 * needs first -- endbr64/endbr32 and the -fpatchable-function-entry area --
 * and before the prologue, or right after its frame setup (below).  What
 * final prints ahead of the insn chain (the -mfentry call, nops before the
 * label) stays ahead of it too.  So on every path the second thing a
 * handler does, after what tracing and CET need, is clear DF; even an
 * mcount call made after the prologue under plain -pg then runs with DF
 * clear.
 *
 * The debugger must see the same function as without cld:
 *
 * - The cld goes after the notes at the head that make no code
 *   (variable locations, statement markers, the function-begin note), so
 *   that a location list still starts at the function's first address,
 *   and it takes the source location of the insn it precedes, so that the
 *   line table says what the plain build says at that address.  Emitted
 *   before the notes, the cld shifted every entry location one insn late:
 *   gdb showed "sig = <optimized out>" and stopped on the opening brace.
 *
 * - When the code starts with the frame setup "push %rbp; mov %rsp,%rbp"
 *   (always at -O0, under -pg, or with -fno-omit-frame-pointer), the cld
 *   goes right after it.  gdb finds the end of a GCC prologue by decoding
 *   exactly that pair at the entry (amd64/i386_analyze_prologue); a cld in
 *   front of it hides the frame, and gdb then stops before the frame
 *   exists and prints garbage arguments.  Nothing in those two insns
 *   depends on DF: DF steers only the string insns (movs, stos, lods,
 *   scas, cmps, ins, outs), and a push is a store through %rsp with a
 *   fixed decrement, the mov a register copy; neither calls anything
 *   (a fault on the push, a stack overflow, enters the SIGSEGV handler,
 *   which has its own cld).  So every insn that DF could affect, and
 *   every call, still runs after the cld.
 *
 * Both rules look only at insns, never at the notes' contents, so the code
 * is the same with and without -g (as -fcompare-debug requires).
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
   every function under mode=all.  A naked function cannot
   have one: its body is the user's asm (for a handler, the attribute
   handler or the pass has said so).  */
bool
cld_insert_wanted (tree fndecl)
{
	if (cld_attr_is_naked (fndecl))
		return false;
	return (cld_is_handler (fndecl) && !cld_insert_is_ipa_clone (fndecl))
		|| cld_opt.mode == CLD_MODE_ALL;
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

/* Does NOTE, at the head of the function, make no code and say nothing
   that a cld in front of it would shift?  Deleted and basic-block notes,
   the function-begin note, and what var-tracking and statement frontiers
   put there (they become labels of the location lists and .loc lines for
   the next insn), and the prologue-end note.  Under plain -pg final
   prints the mcount call at that note, which must run after the cld:
   it does, because the x86 prologue ends with a blockage insn when it
   profiles (ix86_expand_prologue), which stops the skip before the note
   (attr-entry-before-mcount-prologue.c; verify checks it too).  */
static bool
cld_insert_note_is_silent (rtx_insn *note)
{
	switch (NOTE_KIND (note)) {
	case NOTE_INSN_DELETED:
	case NOTE_INSN_BASIC_BLOCK:
	case NOTE_INSN_FUNCTION_BEG:
	case NOTE_INSN_VAR_LOCATION:
	case NOTE_INSN_BEGIN_STMT:
	case NOTE_INSN_INLINE_ENTRY:
	case NOTE_INSN_PROLOGUE_END:
		return true;
	default:
		return false;
	}
}

/* The first insn at or after INSN that is not a silent note (or a debug
   insn, which makes no code either): where a cld goes.  */
static rtx_insn *
cld_insert_skip_silent (rtx_insn *insn)
{
	while (insn && ((NOTE_P (insn) && cld_insert_note_is_silent (insn))
			|| DEBUG_INSN_P (insn)))
		insn = NEXT_INSN (insn);
	return insn;
}

/* The first insn at or after INSN that makes code, or NULL.  */
static rtx_insn *
cld_insert_next_real (rtx_insn *insn)
{
	while (insn && (NOTE_P (insn) || DEBUG_INSN_P (insn)))
		insn = NEXT_INSN (insn);
	return insn;
}

/* Is INSN "push %rbp" (push %ebp) of the prologue's frame setup?  */
static bool
cld_insert_is_push_fp (rtx_insn *insn)
{
	rtx pat, dest, src;

	if (!NONJUMP_INSN_P (insn) || !RTX_FRAME_RELATED_P (insn))
		return false;
	pat = PATTERN (insn);
	if (GET_CODE (pat) != SET)
		return false;
	dest = SET_DEST (pat);
	src = SET_SRC (pat);
	return REG_P (src) && REGNO (src) == HARD_FRAME_POINTER_REGNUM
		&& MEM_P (dest) && GET_CODE (XEXP (dest, 0)) == PRE_DEC
		&& REG_P (XEXP (XEXP (dest, 0), 0))
		&& REGNO (XEXP (XEXP (dest, 0), 0)) == STACK_POINTER_REGNUM;
}

/* Is INSN "mov %rsp,%rbp" (mov %esp,%ebp) of the frame setup?  */
static bool
cld_insert_is_set_fp (rtx_insn *insn)
{
	rtx pat;

	if (!NONJUMP_INSN_P (insn) || !RTX_FRAME_RELATED_P (insn))
		return false;
	pat = PATTERN (insn);
	return GET_CODE (pat) == SET
		&& REG_P (SET_DEST (pat))
		&& REGNO (SET_DEST (pat)) == HARD_FRAME_POINTER_REGNUM
		&& REG_P (SET_SRC (pat))
		&& REGNO (SET_SRC (pat)) == STACK_POINTER_REGNUM;
}

/* Where the code proper starts: after the preamble, or at the head.  */
static rtx_insn *
cld_insert_after_preamble (void)
{
	rtx_insn *last = cld_insert_last_preamble ();

	return last ? NEXT_INSN (last) : get_insns ();
}

/* If the code after the preamble starts with the frame setup
   "push %rbp; mov %rsp,%rbp", its mov; else NULL.  */
static rtx_insn *
cld_insert_frame_setup (void)
{
	rtx_insn *push = cld_insert_next_real (cld_insert_after_preamble ());
	rtx_insn *mov;

	if (!push || !cld_insert_is_push_fp (push))
		return NULL;
	mov = cld_insert_next_real (NEXT_INSN (push));
	return mov && cld_insert_is_set_fp (mov) ? mov : NULL;
}

/* Is INSN the cld pattern (not an asm that happens to say cld)?  */
bool
cld_insert_is_cld (rtx_insn *insn)
{
	return insn && cld_insert_icode (insn) == CODE_FOR_cld;
}

/* Insert the cld after the preamble, or after the frame setup, and after
   the silent notes that follow; give it the source location of the first
   insn after it (that insn's line then starts at the cld, as it starts
   at the same address in the plain build).  Return it.  */
static rtx_insn *
cld_insert_at_entry (void)
{
	rtx_insn *setup = cld_insert_frame_setup ();
	rtx_insn *before, *next, *cld;

	before = cld_insert_skip_silent (setup ? NEXT_INSN (setup)
					       : cld_insert_after_preamble ());
	/* Testing aid: in front of everything, endbr included.  */
	if (cld_args_debug_misplaced (current_function_decl))
		before = cld_insert_next_real (get_insns ());
	if (before)
		cld = emit_insn_before_noloc (gen_cld (), before, NULL);
	else
		cld = emit_insn_after_noloc (gen_cld (), get_last_insn (),
					     NULL);
	for (next = before; next && !NONDEBUG_INSN_P (next);
	     next = NEXT_INSN (next))
		;
	if (next)
		INSN_LOCATION (cld) = INSN_LOCATION (next);
	return cld;
}

/* Can the compiler have emitted a cld of its own into this function?
   Only -mcld's mode switching does (-mcld, mode=mcld, target ("cld")),
   and the same machinery for an "interrupt" or exception handler.  */
static bool
cld_insert_may_have_cld (void)
{
	return TARGET_CLD || cfun->machine->func_type != TYPE_NORMAL;
}

/* With DF cleared at entry, any other cld the compiler emitted (by -mcld's
   mode switching, or for an "interrupt" function) is redundant: only
   inline asm can set DF inside a function, callees return with it clear.
   Delete them when there is no asm, so a handler has exactly one cld.
   Two walks of the whole chain: skipped where there can be none.  */
static void
cld_insert_drop_redundant (rtx_insn *entry_cld)
{
	rtx_insn *insn, *next;

	if (!cld_insert_may_have_cld ())
		return;
	for (insn = get_insns (); insn; insn = NEXT_INSN (insn))
		if (INSN_P (insn) && cld_insert_is_asm (insn))
			return;
	for (insn = get_insns (); insn; insn = next) {
		next = NEXT_INSN (insn);
		if (insn != entry_cld && cld_insert_is_cld (insn))
			delete_insn (insn);
	}
}

/* naked written after signal_handler warns here; the other order is
   caught by the attribute handler.  A naked function that is here only
   for mode=all is skipped silently.  */
static bool
cld_insert_gate (function *fun)
{
	if (cld_is_handler (fun->decl))
		cld_attr_naked_conflict (fun->decl);
	return cld_insert_wanted (fun->decl)
		&& !cld_args_debug_skipped (fun->decl);
}

static unsigned int
cld_insert_execute (function *fun)
{
	cld_insert_drop_redundant (cld_insert_at_entry ());
	cld_report_protected (fun->decl);
	cld_records_protected (fun->decl);
	return 0;
}

opt_pass *
cld_insert_pass_create (gcc::context *ctxt)
{
	return cld_pass_create (ctxt, RTL_PASS, "cld", cld_insert_gate,
				cld_insert_execute);
}
