/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- mode=mcld and mode=strict: cld beyond the entry of handlers.
 *
 * -fplugin-arg-cld-mode=MODE says where cld goes besides the entry of
 * signal handlers, which get theirs in every mode (cld-insert.c):
 *
 *   handlers  nowhere else (default).
 *   mcld      also wherever GCC's own -mcld would put one.  We do not
 *             reimplement -mcld: we turn it on (MASK_CLD in target_flags)
 *             before GCC processes its options, so the back end's own
 *             mode-switching (entity X86_DIRFLAG) places the clds exactly as
 *             -mcld does.  That is the only way to promise identical
 *             assembly: any reimplementation would drift from the lazy code
 *             motion GCC does.  The flag is set from plugin_init, which runs
 *             after option decoding and before process_options: the target
 *             override then builds target_option_default_node with MASK_CLD,
 *             and every per-function target node (attribute target, pragma
 *             GCC target, target_clones) is derived from that default, so
 *             they all have it -- as with -mcld.  An explicit -mno-cld on the
 *             command line wins, as it does over GCC's configure-time
 *             --enable-cld default (same test, opts_set): a package that
 *             says -mno-cld means it.  A command-line -mcld is the same bit,
 *             so combining both cannot double anything.  Under -flto the
 *             per-function target options are streamed from cc1, so, as for
 *             -mcld, what counts is the compile step: mode=mcld at compile
 *             time gives the same link-time code as -mcld at compile time;
 *             either one given only at link time changes nothing (checked
 *             with objdump on real -flto links, GCC 11 and 12).
 *   strict    also a cld right before every string instruction: insns of
 *             type "str" (what -mcld guards) and asm statements whose
 *             template runs one, for code whose DF may change inside a
 *             function.  For an asm the cld can only go before the whole
 *             statement; it is omitted when the template itself clears DF
 *             before each of its string instructions.
 *   all       a cld at the entry of every function, for environments
 *             that trust nothing: IPA clones included, naked functions
 *             skipped silently.  That is the entry pass's business
 *             (cld_insert_wanted), not this file's.
 *
 * Which insns run a string instruction, asm included, is cld-asm.c's.
 */
#include "cld-compat.h"
#include "cld.h"

/* Is mode=strict on?  */
bool
cld_modes_strict (void)
{
	return cld_opt.mode == CLD_MODE_STRICT;
}

/* Is INSN a string instruction (or an asm that runs one with DF possibly
   set) that does not come right after a cld: the insn mode=strict puts a
   cld before, and verify=yes rejects?  */
bool
cld_modes_strict_unguarded (rtx_insn *insn)
{
	return NONDEBUG_INSN_P (insn) && cld_asm_needs_cld (insn)
		&& !cld_insert_is_cld (prev_nonnote_nondebug_insn (insn));
}

/* Put a cld right before every unguarded string insn.  The cld inherits
   the string insn's location, so line tables put it on the same source
   line.  */
static unsigned int
cld_modes_strict_execute (function *fun)
{
	rtx_insn *insn;
	unsigned n = 0;

	if (cld_args_debug_skipped (fun->decl))
		return 0;
	for (insn = get_insns (); insn; insn = NEXT_INSN (insn)) {
		if (!cld_modes_strict_unguarded (insn))
			continue;
		emit_insn_before (gen_cld (), insn);
		n++;
	}
	if (n && cld_opt.verbose)
		inform (DECL_SOURCE_LOCATION (fun->decl),
			"%s: %u %<cld%> before string instructions in %qD "
			"(%<mode=strict%>)", cld_plugin_name, n, fun->decl);
	return 0;
}

opt_pass *
cld_modes_strict_pass_create (gcc::context *ctxt)
{
	return cld_pass_create (ctxt, RTL_PASS, "cld-strict", NULL,
				cld_modes_strict_execute);
}

/* mode=mcld: set -mcld's flag, unless the command line said -mcld or
   -mno-cld itself.  From plugin_init, which runs before process_options
   builds the target's default options from target_flags.  */
void
cld_modes_mcld (void)
{
	if (cld_opt.mode == CLD_MODE_MCLD
	    && !(global_options_set.x_target_flags & MASK_CLD))
		target_flags |= MASK_CLD;
}
