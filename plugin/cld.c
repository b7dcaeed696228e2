/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- a GCC plugin that keeps the x86 direction flag clear where the
 * ABI promises it is clear.
 *
 * The x86 and x86-64 SysV ABIs say DF is clear on function entry, and GCC
 * has relied on that since 4.3.  Linux before 2.6.25 (and emulators,
 * user-level signal dispatchers, runtimes with their own trampolines)
 * entered signal handlers with DF as the interrupted code left it, so a
 * handler that copied memory -- inline or through libc memcpy -- could copy
 * backwards.  GCC's -mcld only guards inline string instructions; this
 * plugin puts one cld at the entry of every function that may be entered
 * as a signal handler (marked with __attribute__((signal_handler))).
 *
 * This file: plugin_init, the sanity checks on the host compiler, and the
 * registration of every callback and pass: the whole pipeline on one
 * screen.
 */
#include "cld-compat.h"
#include "cld.h"

/* The plugin is built with -fvisibility=hidden (Makefile): these two are
   all GCC looks up in it.  */
#define CLD_EXPORT __attribute__ ((visibility ("default")))

CLD_EXPORT int plugin_is_GPL_compatible;

static struct plugin_info cld_info = {
	CLD_VERSION,
	NULL,		/* help: filled from the key table at init */
};

/* Name the target in the error when GCC was configured for something that
   is not x86: the .so would not even have loaded unless it was built for
   the same configuration, but say it plainly rather than leave the user
   with a version mismatch.  */
static bool
cld_target_is_x86 (const char *config_args)
{
	const char *t = strstr (config_args, "--target=");

	if (!t)
		return true;	/* native build of an x86 compiler */
	t += strlen ("--target=");
	return strncmp (t, "x86_64", 6) == 0
		|| (t[0] == 'i' && t[1] >= '3' && t[1] <= '7'
		    && strncmp (t + 2, "86", 2) == 0);
}

/* Put PASS at POS relative to the first instance of REF.  GCC copies
   what it needs from INFO (as the kernel's plugins rely on too).  */
static void
cld_register_pass (opt_pass *pass, const char *ref,
		   enum pass_positioning_ops pos)
{
	struct register_pass_info info = { pass, ref, 1, pos };

	register_callback (cld_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			   &info);
}

/* Is this GCC one the plugin can work in?  If not, report one error;
   plugin_init then returns success with nothing registered: the error
   stops the compile, and GCC's own vaguer "failed to initialize plugin"
   line would only repeat it.  PLUGIN_INFO and VERSION are plugin_init's.  */
static bool
cld_gcc_ok (struct plugin_name_args *plugin_info,
	    struct plugin_gcc_version *version)
{
	if (!cld_target_is_x86 (version->configuration_arguments)) {
		error ("%s: this GCC does not target x86; %s only supports "
		       "x86 (%<x86_64%>, %<i?86%>) compilers", cld_plugin_name,
		       cld_plugin_name);
		return false;
	}
	/* Everything the plugin takes from GCC is a weak reference
	   (Makefile), so that another GCC loads it even when symbols this
	   one has are missing there, and this check is the one error.  Up to
	   here only error () and plugin_default_version_check (), which
	   every GCC since 4.5 has, and libc.  The major version is the
	   text before the first dot: no strtol (), which glibc 2.38+ turns
	   into __isoc23_strtol, missing from older ones.  */
	if (!plugin_default_version_check (version, &gcc_version)) {
		error ("%s: %s was built for GCC %s but is loaded by GCC %s; "
		       "rebuild it for this compiler (%<make GCC=gcc-%.*s%>)",
		       cld_plugin_name, plugin_info->full_name,
		       gcc_version.basever, version->basever,
		       (int) strcspn (version->basever, "."),
		       version->basever);
		return false;
	}
	return true;
}

/* Register the passes (cld_opt is parsed).  */
static void
cld_register_passes (void)
{
	/* The passes, in the order they run.

	   Detection after whole-program visibility, before inlining: in
	   cc1 after "visibility", the first small IPA pass that sees every
	   body lowered and the externally_visible flags; in lto1 (WPA) after
	   "whole-program", whose visibility is the program's, and before
	   "icf", which must see the attributes.  At every detect= level:
	   with none it only carries the attribute of aliases and ifuncs to
	   their code.  Each compiler gets only its own instance: a pass
	   costs every compile (its dump file, GCC's plugin events) even
	   when its gate says no.  lto1 is told by its front end's name:
	   in_lto_p is set only after plugin_init.  */
	if (strcmp (lang_hooks.name, "GNU GIMPLE") == 0) {
		cld_register_pass (cld_detect_pass_create (g, true),
				   "whole-program", PASS_POS_INSERT_AFTER);
	} else {
		cld_register_pass (cld_detect_pass_create (g, false),
				   "visibility", PASS_POS_INSERT_AFTER);
		/* The LTO marks right after detection, so that found
		   handlers are marked too; the IR is streamed after all
		   small IPA passes.  Only where LTO IR is written (-flto,
		   fat or not): the options are final here.  */
		if (flag_generate_lto)
			cld_register_pass (cld_lto_mark_pass_create (g),
					   "cld-detect", PASS_POS_INSERT_AFTER);
	}
	/* Insert -> strict -> branch shortening.  After every pass that can
	   move, delete or duplicate insns and after the x86 pass that plants
	   endbr64 and the patchable-function-entry area: the first insn of
	   the chain is then the one the function starts with, whatever
	   shrink-wrapping, block reordering or scheduling did, "right before
	   a string insn" stays true in the output, and shorten_branches
	   still counts the extra bytes.  Both go before "shorten", so the
	   one registered first runs first.  */
	cld_register_pass (cld_insert_pass_create (g), "shorten",
			   PASS_POS_INSERT_BEFORE);
	if (cld_modes_strict ())
		cld_register_pass (cld_modes_strict_pass_create (g), "shorten",
				   PASS_POS_INSERT_BEFORE);
	/* Verify before final: after branch shortening, the last pass that
	   may touch the chain, so what it checks is what gets printed.  */
	if (cld_opt.verify)
		cld_register_pass (cld_verify_pass_create (g), "final",
				   PASS_POS_INSERT_BEFORE);
}

CLD_EXPORT int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
	cld_plugin_name = plugin_info->base_name;

	if (!cld_gcc_ok (plugin_info, version))
		return 0;

	/* GCC prints the help only under --help: build it only then.  */
	if (help_flag)
		cld_info.help = cld_args_help ();
	register_callback (cld_plugin_name, PLUGIN_INFO, NULL, &cld_info);

	/* Bad arguments are reported as errors; compilation then stops
	   before code generation (as for cld_gcc_ok's refusals).  */
	if (!cld_args_parse (plugin_info->argc, plugin_info->argv))
		return 0;

	/* The attribute, even when disabled: annotated code compiles
	   unchanged with -fplugin-arg-cld-disable.  */
	register_callback (cld_plugin_name, PLUGIN_ATTRIBUTES,
			   cld_attr_register, NULL);
	register_callback (cld_plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
			   (void *) cld_attr_roots);
	/* The LTO marks out of the assembly (cld-lto.c), even when
	   disabled: an lto1 given -fplugin-arg-cld-disable was told to add
	   no cld, and so must not warn that it adds none.  */
	register_callback (cld_plugin_name, PLUGIN_ALL_IPA_PASSES_END,
			   cld_lto_drop_marks, NULL);
	/* An unwritable report file is one error, up front; the attribute
	   stays registered so that it is not a second, misleading warning.  */
	if (cld_opt.disable || !cld_report_open ())
		return 0;

	/* The object's records for the link (tools/ld-plugin), once all of
	   its functions have their cld.  */
	register_callback (cld_plugin_name, PLUGIN_FINISH_UNIT,
			   cld_records_write, NULL);
	/* After IPA the handlers live in a side table (cld-attr.c).  */
	register_callback (cld_plugin_name, PLUGIN_ALL_IPA_PASSES_END,
			   cld_attr_strip, NULL);
	/* mode=mcld is GCC's own -mcld: its flag must be set before
	   process_options, which runs after plugin_init.  */
	cld_modes_mcld ();
	/* The asm audit reads the front end's trees: each asm written in a
	   body once, whatever inlining and cloning do later.  */
	if (cld_opt.asm_audit)
		register_callback (cld_plugin_name, PLUGIN_PRE_GENERICIZE,
				   cld_asm_audit, NULL);

	cld_register_passes ();
	return 0;
}
