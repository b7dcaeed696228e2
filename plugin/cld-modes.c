/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- modes beyond handlers, and the inline-asm audit.
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
 *   all       a cld at the entry of every function (cld-insert.c asks
 *             cld_modes_entry_wanted), for environments that trust nothing:
 *             IPA clones included, naked functions skipped silently.
 *
 * The asm audit (asm-audit=yes, the default, in every mode) warns at an asm
 * statement that executes std and does not clear DF again before it ends:
 * every instruction the compiler emits after it assumes DF is clear.
 * It looks at the front end's trees (PLUGIN_PRE_GENERICIZE), where every
 * asm written in a function body is seen exactly once whatever the
 * optimisation level: not duplicated by inlining, unrolling or tail
 * duplication, not lost with an unused static inline function, and not
 * seen again by lto1 (C++ template instantiations share one location and
 * warn once).  "Restores" means a cld, or a popf (which reloads flags
 * saved before the std, normally by a pushf in the same asm), later in the
 * same template; a std in one asm and its cld in the next is warned about,
 * since the compiler may put code in between.  Plugins cannot add -W
 * options, so the warning has no option of its own (-w still silences it,
 * -Werror still applies) and the plugin key is the switch.  Nothing of
 * this file runs under -fplugin-arg-cld-disable.
 */
#include "cld-compat.h"
#include "cld.h"

/* --- reading asm templates ------------------------------------------------
 *
 * The template is read as the assembler would, statement by statement:
 * statements end at ';' or a newline, and '{', '|', '}' (extended asm's
 * dialect alternatives {att|intel}) also separate, which is harmless for
 * basic asm.  '#' and C comments are skipped.  Each statement may start
 * with labels ("1:", "loop:") and prefixes (rep, repe/repz, repne/repnz,
 * lock, segment and size prefixes); the next word is the mnemonic,
 * compared case-insensitively, in AT&T or Intel spelling.
 *
 * A string instruction is movs, cmps, scas, lods, stos, ins, outs, bare or
 * with one size suffix b/w/l/q/d.  Two of those names are also SSE
 * instructions (movsd, cmpsd), and GAS reads movs with register operands
 * as a sign extension, so a string mnemonic with operands counts only when
 * an operand is memory through (r|e)si or (r|e)di: "(%rsi)", "%es:(%edi)",
 * "[rdi]", and no operand is an xmm/ymm/zmm register.  movsx, movsbl,
 * movslq, movss... never match (wrong suffix).
 * Instructions hidden in .byte directives or macros are not seen.
 */

struct cld_asm_scan {
	/* A string instruction may run with DF not known clear: strict
	   mode puts a cld before the statement.  */
	bool needs_cld;
	/* The last DF-changing instruction is std: DF is left set.  popf
	   counts as restoring (it reloads flags saved earlier, normally by
	   a pushf of the same asm); cld clears.  */
	bool leaves_df_set;
};

static bool
cld_modes_word_char (char c)
{
	return ISALNUM (c) || c == '_' || c == '.' || c == '$';
}

/* Is [P, END) memory addressed through si/di, in AT&T "(%%rsi)" or Intel
   "[rdi]" form, anywhere?  */
static bool
cld_modes_si_di_memory (const char *p, const char *end)
{
	for (; p < end; p++) {
		const char *q;
		char close;

		if (*p != '(' && *p != '[')
			continue;
		close = *p == '(' ? ')' : ']';
		q = p + 1;
		while (q < end && (*q == '%' || *q == ' ' || *q == '\t'))
			q++;
		if (q < end && (TOLOWER (*q) == 'r' || TOLOWER (*q) == 'e'))
			q++;
		if (q + 1 < end && (TOLOWER (q[0]) == 's' || TOLOWER (q[0]) == 'd')
		    && TOLOWER (q[1]) == 'i') {
			q += 2;
			while (q < end && (*q == ' ' || *q == '\t'))
				q++;
			if (q < end && *q == close)
				return true;
		}
	}
	return false;
}

/* Is MNEMONIC (lower case) with operands [OPS, END) a string insn?  */
static bool
cld_modes_string_mnemonic (const char *mnemonic, const char *ops,
			   const char *end)
{
	static const char *const bases[] = {
		"movs", "cmps", "scas", "lods", "stos", "ins", "outs"
	};
	size_t i, len;

	for (i = 0; i < ARRAY_SIZE (bases); i++) {
		len = strlen (bases[i]);
		if (strncmp (mnemonic, bases[i], len))
			continue;
		if (mnemonic[len] == '\0'
		    || (mnemonic[len + 1] == '\0'
			&& strchr ("bwlqd", mnemonic[len])))
			break;
	}
	if (i == ARRAY_SIZE (bases))
		return false;
	while (ops < end && ISSPACE (*ops))
		ops++;
	if (ops == end)
		return true;
	for (const char *q = ops; q + 2 < end; q++)
		if (TOLOWER (q[1]) == 'm' && TOLOWER (q[2]) == 'm'
		    && strchr ("xyzXYZ", q[0]))
			return false;	/* SSE/AVX: movsd (%rsi), %xmm0 */
	return cld_modes_si_di_memory (ops, end);
}

static bool
cld_modes_is_prefix (const char *w)
{
	static const char *const prefixes[] = {
		"rep", "repe", "repz", "repne", "repnz", "lock", "notrack",
		"data16", "data32", "addr16", "addr32", "rex", "rex64",
		"cs", "ds", "es", "fs", "gs", "ss"
	};
	size_t i;

	for (i = 0; i < ARRAY_SIZE (prefixes); i++)
		if (!strcmp (w, prefixes[i]))
			return true;
	return false;
}

/* One statement [P, END).  DF_CLEAR: DF is known clear at this point of
   the template (after a cld, with no label or std/popf since).  */
static void
cld_modes_scan_statement (const char *p, const char *end, bool *df_clear,
			  struct cld_asm_scan *res)
{
	char w[16];

	for (;;) {
		const char *start;
		size_t n;

		while (p < end && ISSPACE (*p))
			p++;
		start = p;
		while (p < end && cld_modes_word_char (*p))
			p++;
		if (p == start)
			return;
		n = MIN ((size_t) (p - start), sizeof w - 1);
		for (size_t i = 0; i < n; i++)
			w[i] = TOLOWER (start[i]);
		w[n] = '\0';
		while (p < end && (*p == ' ' || *p == '\t'))
			p++;
		if (p < end && *p == ':') {
			/* A label: reachable from anywhere, DF unknown.  */
			*df_clear = false;
			p++;
			continue;
		}
		if (cld_modes_is_prefix (w))
			continue;
		break;
	}
	if (!strcmp (w, "cld")) {
		*df_clear = true;
		res->leaves_df_set = false;
	} else if (!strcmp (w, "std")) {
		*df_clear = false;
		res->leaves_df_set = true;
	} else if (!strncmp (w, "popf", 4)
		   && (!w[4] || (!w[5] && strchr ("wlqd", w[4])))) {
		*df_clear = false;
		res->leaves_df_set = false;
	} else if (!*df_clear && cld_modes_string_mnemonic (w, p, end))
		res->needs_cld = true;
}

static void
cld_modes_scan_asm (const char *templ, struct cld_asm_scan *res)
{
	const char *p = templ, *stmt = templ;
	bool df_clear = false;

	memset (res, 0, sizeof *res);
	for (;;) {
		char c = *p;

		if (c == '#' || (c == '/' && p[1] == '*')) {
			/* A comment ends the statement; skip it.  */
			cld_modes_scan_statement (stmt, p, &df_clear, res);
			if (c == '#')
				p = strchrnul (p, '\n');
			else {
				const char *e = strstr (p + 2, "*/");
				p = e ? e + 2 : p + strlen (p);
			}
			stmt = p;
			continue;
		}
		if (c == '\0' || c == ';' || c == '\n' || c == '{' || c == '|'
		    || c == '}') {
			cld_modes_scan_statement (stmt, p, &df_clear, res);
			if (c == '\0')
				return;
			stmt = ++p;
			continue;
		}
		p++;
	}
}

/* --- strict: cld right before every string instruction ---------------- */

/* The template of an asm insn (basic or extended, asm goto too), or
   NULL.  */
static const char *
cld_modes_asm_template (rtx_insn *insn)
{
	rtx pat = PATTERN (insn), ops;

	/* Basic asm: (asm_input), or in a parallel with the clobbers
	   expand_asm_loc and the target add.  */
	if (GET_CODE (pat) == PARALLEL
	    && GET_CODE (XVECEXP (pat, 0, 0)) == ASM_INPUT)
		pat = XVECEXP (pat, 0, 0);
	if (GET_CODE (pat) == ASM_INPUT)
		return XSTR (pat, 0);
	ops = extract_asm_operands (pat);
	return ops ? ASM_OPERANDS_TEMPLATE (ops) : NULL;
}

static bool
cld_modes_is_cld (rtx_insn *insn)
{
	return insn && NONJUMP_INSN_P (insn)
		&& GET_CODE (PATTERN (insn)) != USE
		&& GET_CODE (PATTERN (insn)) != CLOBBER
		&& asm_noperands (PATTERN (insn)) < 0
		&& GET_CODE (PATTERN (insn)) != ASM_INPUT
		&& recog_memoized (insn) == CODE_FOR_cld;
}

/* Does INSN run a string instruction with DF possibly set?  */
bool
cld_modes_needs_cld (rtx_insn *insn)
{
	rtx pat = PATTERN (insn);
	const char *templ;
	struct cld_asm_scan scan;

	if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
		return false;
	templ = cld_modes_asm_template (insn);
	if (templ) {
		cld_modes_scan_asm (templ, &scan);
		return scan.needs_cld;
	}
	/* Only recognised insns have attributes; get_attr_type would
	   abort on anything else.  */
	return recog_memoized (insn) >= 0 && get_attr_type (insn) == TYPE_STR;
}

/* Runs after the entry pass, before shorten, for the same reason as that
   pass (cld.c): no later pass moves, duplicates or deletes insns, so
   "right before" stays true in the output, and branch shortening still
   counts the extra byte.  The cld inherits the string insn's location, so
   line tables put it on the same source line.  */
static unsigned int
cld_modes_strict_execute (void)
{
	rtx_insn *insn;
	unsigned n = 0;

	if (cld_args_debug_skipped (current_function_decl))
		return 0;
	for (insn = get_insns (); insn; insn = NEXT_INSN (insn)) {
		if (!NONDEBUG_INSN_P (insn) || !cld_modes_needs_cld (insn))
			continue;
		if (cld_modes_is_cld (prev_nonnote_nondebug_insn (insn)))
			continue;
		emit_insn_before (gen_cld (), insn);
		n++;
	}
	if (n && cld_opt.verbose)
		inform (DECL_SOURCE_LOCATION (current_function_decl),
			"%s: %u %<cld%> before string instructions in %qD "
			"(%<mode=strict%>)", cld_plugin_name, n,
			current_function_decl);
	return 0;
}

static const pass_data cld_modes_strict_pass_data = {
	RTL_PASS,		/* type */
	"cld-strict",		/* name: -fdump-rtl-cld-strict */
	OPTGROUP_NONE,		/* optinfo_flags */
	TV_PLUGIN_RUN,		/* tv_id */
	PROP_rtl,		/* properties_required */
	0, 0, 0, 0
};

class cld_modes_strict_pass : public rtl_opt_pass {
public:
	cld_modes_strict_pass (gcc::context *ctxt)
		: rtl_opt_pass (cld_modes_strict_pass_data, ctxt)
	{
	}

	virtual unsigned int execute (function *)
	{
		return cld_modes_strict_execute ();
	}
};

static struct register_pass_info cld_modes_strict_pass_info = {
	NULL, "shorten", 1, PASS_POS_INSERT_BEFORE
};

/* --- the asm audit ------------------------------------------------------- */

/* Locations already warned about: a C++ template's asm is genericized once
   per instantiation but written once.  */
static hash_set<int_hash<location_t, UNKNOWN_LOCATION, BUILTINS_LOCATION> >
	*cld_modes_audited;

/* SAVE_EXPRs and TARGET_EXPRs already walked in this function.  */
static hash_set<tree> *cld_modes_audit_shared;

/* Why the walk can skip most of a function: an asm is a statement, which
   make_node gives TREE_SIDE_EFFECTS, and every node GCC builds above a
   statement inherits the flag (buildN and build_stmt from their operands,
   a statement list when one is linked in, a constructor from its
   elements).  A subtree without side effects therefore holds no asm, and
   the walk stops there: at every constant, declaration, type and pure
   expression, including the initializers of static local tables.  The
   few nodes a front end shares on purpose (SAVE_EXPR, TARGET_EXPR) are
   walked once; other sharing only repeats a visit, and a repeated warning
   is dropped by location.  So no walk_tree_without_duplicates, whose
   hash of every node was most of the plugin's compile time at -O0.  */
static tree
cld_modes_audit_walk (tree *tp, int *walk_subtrees, void *data)
{
	tree t = *tp, fndecl = (tree) data;
	struct cld_asm_scan scan;
	location_t loc;

	/* GNU C nested functions are genericized with their parent and
	   never reach the callback on their own.  */
	if (TREE_CODE (t) == DECL_EXPR
	    && TREE_CODE (DECL_EXPR_DECL (t)) == FUNCTION_DECL) {
		tree nested = DECL_EXPR_DECL (t);

		if (DECL_SAVED_TREE (nested))
			walk_tree (&DECL_SAVED_TREE (nested),
				   cld_modes_audit_walk, nested, NULL);
		*walk_subtrees = 0;
		return NULL_TREE;
	}
	if (!TREE_SIDE_EFFECTS (t) || TYPE_P (t) || DECL_P (t)) {
		*walk_subtrees = 0;
		return NULL_TREE;
	}
	if (TREE_CODE (t) == SAVE_EXPR || TREE_CODE (t) == TARGET_EXPR) {
		if (cld_modes_audit_shared->add (t))
			*walk_subtrees = 0;
		return NULL_TREE;
	}
	if (TREE_CODE (t) != ASM_EXPR)
		return NULL_TREE;
	*walk_subtrees = 0;
	cld_modes_scan_asm (TREE_STRING_POINTER (ASM_STRING (t)), &scan);
	if (!scan.leaves_df_set)
		return NULL_TREE;
	loc = EXPR_LOCATION (t);
	if (loc == UNKNOWN_LOCATION)
		loc = DECL_SOURCE_LOCATION (fndecl);
	if (loc > BUILTINS_LOCATION && cld_modes_audited->add (loc))
		return NULL_TREE;
	warning_at (loc, 0, "%s: %<asm%> executes %<std%> and no %<cld%> "
		    "after it: DF stays set, but code after the %<asm%> "
		    "assumes it is clear (%<-fplugin-arg-%s-asm-audit=no%> "
		    "silences this)",
		    cld_plugin_name, cld_plugin_name);
	return NULL_TREE;
}

static void
cld_modes_audit (void *gcc_data, void *user_data)
{
	tree fndecl = (tree) gcc_data;

	if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
	    || !DECL_SAVED_TREE (fndecl))
		return;
	walk_tree (&DECL_SAVED_TREE (fndecl), cld_modes_audit_walk, fndecl,
		   NULL);
	cld_modes_audit_shared->empty ();
}

/* --- glue ------------------------------------------------------------------ */

bool
cld_modes_entry_wanted (tree fndecl)
{
	return cld_opt.mode == CLD_MODE_ALL;
}

void
cld_modes_report_entry (tree fndecl)
{
	if (cld_opt.verbose)
		inform (DECL_SOURCE_LOCATION (fndecl),
			"%s: 1 %<cld%> at entry of %qD: %<mode=all%>",
			cld_plugin_name, fndecl);
}

/* From plugin_init, after the entry pass is registered: that is before
   process_options, which the mcld mode relies on.  */
void
cld_modes_init (void)
{
	if (cld_opt.mode == CLD_MODE_MCLD
	    && !(global_options_set.x_target_flags & MASK_CLD))
		target_flags |= MASK_CLD;

	if (cld_opt.mode == CLD_MODE_STRICT) {
		cld_modes_strict_pass_info.pass
			= new cld_modes_strict_pass (g);
		register_callback (cld_plugin_name, PLUGIN_PASS_MANAGER_SETUP,
				   NULL, &cld_modes_strict_pass_info);
	}

	if (cld_opt.asm_audit) {
		cld_modes_audited = new hash_set<int_hash<location_t,
			UNKNOWN_LOCATION, BUILTINS_LOCATION> >;
		cld_modes_audit_shared = new hash_set<tree>;
		register_callback (cld_plugin_name, PLUGIN_PRE_GENERICIZE,
				   cld_modes_audit, NULL);
	}
}
