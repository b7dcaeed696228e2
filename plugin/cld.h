/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- internal interface shared by the plugin's files.
 *
 * One file per concern:
 *   cld.c         plugin_init: version and target checks, every registration
 *   cld-args.c    the options: -fplugin-arg-cld-KEY[=VALUE], help, names
 *   cld-attr.c    the signal_handler attribute and what counts as a handler
 *   cld-detect.c  the IPA pass that finds handlers nobody marked; its
 *                 other files, listed in cld-detect.h, share that header:
 *     cld-sigapi.c cld-graph.c cld-flow.c cld-exclude.c cld-build.c
 *     cld-targets.c cld-context.c cld-points.c cld-mark.c cld-solve.c
 *   cld-insert.c  the RTL pass that puts cld at a handler's entry
 *   cld-report.c  verbose notes and the JSON report file
 *   cld-records.c what an object registered and protected, for the link
 *   cld-modes.c   mode=mcld and mode=strict
 *   cld-asm.c     what inline asm does to DF: template scanner, std audit
 *   cld-verify.c  verify=: check each mode's invariant in the final insns
 *   cld-lto.c     a link-time compile without cld warns about each handler
 *   cld-pass.c    the one pass class the passes above are made from
 *   cld-compat.h  every GCC-version-sensitive detail
 */
#ifndef CLD_H
#define CLD_H

#define CLD_VERSION "0.1"

/* How hard to look for handlers nobody marked (cld-detect.c).  Each level
   finds everything the previous one does.  */
enum cld_detect_level {
	CLD_DETECT_NONE,	/* only the attribute */
	CLD_DETECT_EXACT,	/* registrations proven in the unit */
	CLD_DETECT_AUTO,	/* + handler-shaped functions that escape */
	CLD_DETECT_SIGNATURE	/* + every handler-shaped visible function */
};

/* Where cld goes besides handler entries (mode=); see cld-modes.c.  */
enum cld_mode {
	CLD_MODE_HANDLERS,	/* only handler entries (default) */
	CLD_MODE_MCLD,		/* plus wherever -mcld would put one */
	CLD_MODE_STRICT,	/* plus right before every string insn/asm */
	CLD_MODE_ALL		/* at the entry of every function */
};

/* What the asm audit (cld-asm.c) says at an asm that leaves DF set.
   A plugin cannot add a -W option, so asm-audit= is its -Wno-error=:
   "note" is never turned into an error.  */
enum cld_asm_audit {
	CLD_ASM_AUDIT_NO,	/* nothing */
	CLD_ASM_AUDIT_WARN,	/* a warning (default; -Werror applies) */
	CLD_ASM_AUDIT_NOTE	/* a note */
};

/* Everything the command line can set.  */
struct cld_options {
	bool disable;		/* loaded, attribute accepted, no code change */
	bool verbose;		/* inform at every function that gets a cld */
	enum cld_detect_level detect;	/* default CLD_DETECT_AUTO */
	const char *report;	/* JSON lines appended here, or NULL */
	enum cld_mode mode;
	enum cld_asm_audit asm_audit;	/* default CLD_ASM_AUDIT_WARN */
	bool verify;		/* error if the final insns break the mode */
	const char *debug_skip;	/* testing: no entry cld in this function */
	const char *debug_misplace;	/* testing: its entry cld misplaced */
};
extern struct cld_options cld_opt;

/* cld-args.c */
/* Name of the plugin as GCC knows it (the .so's base name), for messages
   that spell out -fplugin-arg-NAME-KEY.  */
extern const char *cld_plugin_name;
extern const char *const cld_mode_names[];	/* indexed by enum cld_mode */
extern const char *const cld_detect_names[];	/* by enum cld_detect_level */
extern const char *const cld_asm_audit_names[];	/* by enum cld_asm_audit */
extern bool cld_args_parse (int argc, struct plugin_argument *argv);
extern const char *cld_args_help (void);
extern bool cld_args_debug_skipped (tree fndecl);
extern bool cld_args_debug_misplaced (tree fndecl);

/* cld-attr.c */
#define CLD_ATTR_NAME "signal_handler"
extern void cld_attr_register (void *gcc_data, void *user_data);
extern const struct ggc_root_tab cld_attr_roots[];
extern bool cld_is_handler (tree fndecl);
extern bool cld_attr_naked_conflict (tree fndecl);
extern bool cld_attr_is_naked (tree fndecl);
extern void cld_attr_mark (tree fndecl, const char *reason,
			   const char *where, const char *level);
extern const char *cld_handler_reason (tree fndecl);
extern const char *cld_handler_where (tree fndecl);
extern const char *cld_handler_level (tree fndecl);
extern tree cld_attr_string (const char *s);
extern bool cld_attr_seen;
extern bool cld_attr_want_text (void);
extern void cld_attr_strip (void *gcc_data, void *user_data);

/* cld-detect.c */
extern opt_pass *cld_detect_pass_create (gcc::context *ctxt, bool lto);

/* cld-insert.c */
extern opt_pass *cld_insert_pass_create (gcc::context *ctxt);
extern bool cld_insert_wanted (tree fndecl);
extern bool cld_insert_is_cld (rtx_insn *insn);

/* cld-modes.c */
extern void cld_modes_mcld (void);
extern bool cld_modes_strict (void);
extern bool cld_modes_strict_unguarded (rtx_insn *insn);
extern opt_pass *cld_modes_strict_pass_create (gcc::context *ctxt);

/* cld-asm.c */
extern bool cld_asm_needs_cld (rtx_insn *insn);
extern void cld_asm_audit (void *gcc_data, void *user_data);

/* cld-verify.c */
extern opt_pass *cld_verify_pass_create (gcc::context *ctxt);

/* cld-lto.c */
extern void cld_lto_drop_marks (void *gcc_data, void *user_data);
extern opt_pass *cld_lto_mark_pass_create (gcc::context *ctxt);

/* cld-records.c */
extern void cld_records_add (const char *kind, tree fndecl, location_t loc);
extern void cld_records_protected (tree fndecl);
extern void cld_records_write (void *gcc_data, void *user_data);

/* cld-report.c */
extern bool cld_report_open (void);
extern void cld_report_protected (tree fndecl);

/* cld-pass.c */
extern opt_pass *cld_pass_create (gcc::context *ctxt, enum opt_pass_type type,
				  const char *name,
				  bool (*gate_fn) (function *),
				  unsigned int (*execute_fn) (function *));

#endif /* CLD_H */
