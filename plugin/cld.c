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
 * registration of the attribute and the pass.
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

/* The pass goes immediately before "shorten" (branch shortening), after
   every pass that can move, delete or duplicate insns and after the x86
   pass that plants endbr64 and the patchable-function-entry area: at that
   point the first insn of the chain is the one the function starts with,
   whatever shrink-wrapping, block reordering or scheduling did, and
   shorten_branches still sees the extra byte when it computes lengths.  */
static struct register_pass_info cld_insert_pass_info = {
	NULL, "shorten", 1, PASS_POS_INSERT_BEFORE
};

/* Handler detection (cld-detect.c explains the placement): in cc1 after
   "visibility", the first small IPA pass to see every body lowered and no
   inlining yet; in lto1 after "whole-program", before "icf".  */
static struct register_pass_info cld_detect_pass_info = {
	NULL, "visibility", 1, PASS_POS_INSERT_AFTER
};
static struct register_pass_info cld_detect_lto_pass_info = {
	NULL, "whole-program", 1, PASS_POS_INSERT_AFTER
};

CLD_EXPORT int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
	cld_plugin_name = plugin_info->base_name;

	/* Refusals below report one error and return success with nothing
	   registered: the error stops the compile, and GCC's own vaguer
	   "failed to initialize plugin" line would only repeat it.  */
	if (!cld_target_is_x86 (version->configuration_arguments)) {
		error ("%s: this GCC does not target x86; %s only supports "
		       "x86 (%<x86_64%>, %<i?86%>) compilers", cld_plugin_name,
		       cld_plugin_name);
		return 0;
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
		return 0;
	}

	cld_info.help = cld_args_help ();
	register_callback (cld_plugin_name, PLUGIN_INFO, NULL, &cld_info);

	/* Bad arguments are reported as errors; compilation then stops
	   before code generation (same reasoning as above).  */
	if (!cld_args_parse (plugin_info->argc, plugin_info->argv))
		return 0;

	cld_attr_init ();
	/* Even when disabled: an lto1 given -fplugin-arg-cld-disable was
	   told to add no cld, and so must not warn that it adds none.  */
	cld_lto_init ();
	/* An unwritable report file is one error, up front; the attribute
	   stays registered so that it is not a second, misleading warning.  */
	if (cld_opt.disable || !cld_report_open ())
		return 0;

	cld_insert_pass_info.pass = cld_insert_pass_create (g);
	register_callback (cld_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			   &cld_insert_pass_info);
	/* At every detect= level: with none it only carries the attribute
	   of aliases and ifuncs to their code.  */
	cld_detect_pass_info.pass = cld_detect_pass_create (g, false);
	register_callback (cld_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			   &cld_detect_pass_info);
	cld_detect_lto_pass_info.pass = cld_detect_pass_create (g, true);
	register_callback (cld_plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
			   &cld_detect_lto_pass_info);
	/* After detection: it marks what detection found.  */
	cld_lto_mark_init ();
	/* After the entry pass: strict mode's pass must run after it.  */
	cld_modes_init ();
	cld_verify_init ();
	return 0;
}
