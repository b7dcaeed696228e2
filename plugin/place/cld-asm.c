/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- what inline asm does to DF: the template scanner, and the audit.
 *
 * Both mode=strict (cld-modes.c) and verify= (cld-verify.c) must know
 * whether an insn runs a string instruction, and for an asm statement that
 * means reading its template (cld_asm_needs_cld).  The same reading tells
 * whether an asm leaves DF set, which the audit warns about.
 *
 * The audit (asm-audit=yes, the default, in every mode) warns at an asm
 * statement that executes std and does not clear DF again before it ends:
 * every instruction the compiler emits after it assumes DF is clear.
 * It looks at the front end's trees (PLUGIN_PRE_GENERICIZE), where every
 * asm written in a function body is seen exactly once whatever the
 * optimisation level: not duplicated by inlining, unrolling or tail
 * duplication, not lost with an unused static inline function, and not
 * seen again by lto1 (C++ template instantiations share one location and
 * warn once).  "Restores" means a cld, or a popf (which reloads flags
 * saved before the std, normally by a pushf in the same asm), later in the
 * same template or in the asm statements that follow it in the same
 * block: "asm ("std"); asm ("rep movsb" ...); asm ("cld");" is correct.
 * Any other statement in between (a call, a copy GCC may expand to
 * rep movs, a branch) or the end of the block before DF is clear again is
 * warned about at the std: that code runs with DF set.  Plugins cannot
 * add -W options, so -Wno-error= cannot name the warning: the plugin key
 * asm-audit= is its switch (no), and its -Wno-error= (note, which
 * -Werror does not touch); the warning names the key.  -w silences it.
 * Nothing of this file runs under -fplugin-arg-cld-disable.
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
	/* Some instruction changes DF (std, cld or popf): else DF after
	   the statement is what it was before.  */
	bool changes_df;
};

static bool
cld_asm_word_char (char c)
{
	return ISALNUM (c) || c == '_' || c == '.' || c == '$';
}

/* Is [P, END) memory addressed through si/di, in AT&T "(%%rsi)" or Intel
   "[rdi]" form, anywhere?  */
static bool
cld_asm_si_di_memory (const char *p, const char *end)
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
		if (q + 1 < end
		    && (TOLOWER (q[0]) == 's' || TOLOWER (q[0]) == 'd')
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
cld_asm_string_mnemonic (const char *mnemonic, const char *ops,
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
	return cld_asm_si_di_memory (ops, end);
}

static bool
cld_asm_is_prefix (const char *w)
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
cld_asm_scan_statement (const char *p, const char *end, bool *df_clear,
			  struct cld_asm_scan *res)
{
	char w[16];

	for (;;) {
		const char *start;
		size_t n;

		while (p < end && ISSPACE (*p))
			p++;
		start = p;
		while (p < end && cld_asm_word_char (*p))
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
		if (cld_asm_is_prefix (w))
			continue;
		break;
	}
	if (!strcmp (w, "cld")) {
		*df_clear = true;
		res->leaves_df_set = false;
		res->changes_df = true;
	} else if (!strcmp (w, "std")) {
		*df_clear = false;
		res->leaves_df_set = true;
		res->changes_df = true;
	} else if (!strncmp (w, "popf", 4)
		   && (!w[4] || (!w[5] && strchr ("wlqd", w[4])))) {
		*df_clear = false;
		res->leaves_df_set = false;
		res->changes_df = true;
	} else if (!*df_clear && cld_asm_string_mnemonic (w, p, end))
		res->needs_cld = true;
}

static void
cld_asm_scan_template (const char *templ, struct cld_asm_scan *res)
{
	const char *p = templ, *stmt = templ;
	bool df_clear = false;

	memset (res, 0, sizeof *res);
	for (;;) {
		char c = *p;

		if (c == '#' || (c == '/' && p[1] == '*')) {
			/* A comment ends the statement; skip it.  */
			cld_asm_scan_statement (stmt, p, &df_clear, res);
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
			cld_asm_scan_statement (stmt, p, &df_clear, res);
			if (c == '\0')
				return;
			stmt = ++p;
			continue;
		}
		p++;
	}
}

/* The template of an asm insn (basic or extended, asm goto too), or
   NULL.  */
static const char *
cld_asm_template (rtx_insn *insn)
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

/* Does INSN run a string instruction with DF possibly set?  An insn of
   type "str" (what -mcld guards), or an asm whose template runs one
   before clearing DF itself.  */
bool
cld_asm_needs_cld (rtx_insn *insn)
{
	rtx pat = PATTERN (insn);
	const char *templ;
	struct cld_asm_scan scan;

	if (GET_CODE (pat) == USE || GET_CODE (pat) == CLOBBER)
		return false;
	templ = cld_asm_template (insn);
	if (templ) {
		cld_asm_scan_template (templ, &scan);
		return scan.needs_cld;
	}
	/* Only recognised insns have attributes; get_attr_type would
	   abort on anything else.  */
	return recog_memoized (insn) >= 0 && get_attr_type (insn) == TYPE_STR;
}

/* --- the asm audit ------------------------------------------------------- */

/* Locations already warned about: a C++ template's asm is genericized once
   per instantiation but written once.  */
static hash_set<int_hash<location_t, UNKNOWN_LOCATION, BUILTINS_LOCATION> >
	*cld_asm_audited;

/* SAVE_EXPRs and TARGET_EXPRs already walked in this function.  */
static hash_set<tree> *cld_asm_audit_shared;

/* ASM, which executes std, leaves DF set for code GCC emits.  */
static void
cld_asm_audit_warn (tree asm_expr, tree fndecl)
{
	location_t loc = EXPR_LOCATION (asm_expr);

	if (loc == UNKNOWN_LOCATION)
		loc = DECL_SOURCE_LOCATION (fndecl);
	if (loc > BUILTINS_LOCATION && cld_asm_audited->add (loc))
		return;
	if (cld_opt.asm_audit == CLD_ASM_AUDIT_NOTE)
		inform (loc, "%s: %<asm%> executes %<std%> and no %<cld%> "
			"after it before other code: DF stays set, but that "
			"code assumes it is clear "
			"[%<-fplugin-arg-%s-asm-audit%>]",
			cld_plugin_name, cld_plugin_name);
	else
		warning_at (loc, 0, "%s: %<asm%> executes %<std%> and no "
			    "%<cld%> after it before other code: DF stays "
			    "set, but that code assumes it is clear "
			    "[%<-fplugin-arg-%s-asm-audit%>; %<=note%> keeps "
			    "it a note under %<-Werror%>, %<=no%> silences it]",
			    cld_plugin_name, cld_plugin_name);
}

/* The asm statement S is, behind the wrappers a front end puts around
   a statement (C++'s cleanup point, a conversion to void), or NULL.  */
static tree
cld_asm_audit_asm_of (tree s)
{
	while (TREE_CODE (s) == CLEANUP_POINT_EXPR || TREE_CODE (s) == NOP_EXPR
	       || TREE_CODE (s) == CONVERT_EXPR)
		s = TREE_OPERAND (s, 0);
	return TREE_CODE (s) == ASM_EXPR ? s : NULL_TREE;
}

/* Does statement S run no code: a label, a debug marker, a declaration
   without an initializer, an empty statement, a block of those?  */
static bool
cld_asm_audit_no_code_p (tree s)
{
	tree_stmt_iterator i;
	tree d;

	if (!TREE_SIDE_EFFECTS (s) || TREE_CODE (s) == LABEL_EXPR
	    || TREE_CODE (s) == DEBUG_BEGIN_STMT)
		return true;
	if (TREE_CODE (s) == BIND_EXPR)
		return cld_asm_audit_no_code_p (BIND_EXPR_BODY (s));
	if (TREE_CODE (s) == STATEMENT_LIST) {
		for (i = tsi_start (s); !tsi_end_p (i); tsi_next (&i))
			if (!cld_asm_audit_no_code_p (tsi_stmt (i)))
				return false;
		return true;
	}
	if (TREE_CODE (s) != DECL_EXPR)
		return false;
	d = DECL_EXPR_DECL (s);
	return !VAR_P (d) || TREE_STATIC (d) || DECL_EXTERNAL (d)
		|| !DECL_INITIAL (d);
}

static void cld_asm_audit_tree (tree t, tree fndecl);

/* The statements of LIST in order, with what DF is after each asm: an
   asm that leaves DF set is fine while only asm statements (and
   statements without code) follow until one clears it; any other
   statement, or the end of the list, first gets the warning.  */
static void
cld_asm_audit_list (tree list, tree fndecl)
{
	tree_stmt_iterator i;
	tree set_by = NULL_TREE;	/* the asm that left DF set */

	for (i = tsi_start (list); !tsi_end_p (i); tsi_next (&i)) {
		tree s = tsi_stmt (i), a = cld_asm_audit_asm_of (s);
		struct cld_asm_scan scan;

		if (a) {
			cld_asm_scan_template (TREE_STRING_POINTER
					       (ASM_STRING (a)), &scan);
			if (!scan.changes_df)
				continue;
			if (!scan.leaves_df_set)
				set_by = NULL_TREE;
			else if (!set_by)
				set_by = a;
			continue;
		}
		/* Walked all the same: a nested function's body is behind
		   its declaration.  */
		if (set_by && !cld_asm_audit_no_code_p (s)) {
			cld_asm_audit_warn (set_by, fndecl);
			set_by = NULL_TREE;
		}
		cld_asm_audit_tree (s, fndecl);
	}
	if (set_by)
		cld_asm_audit_warn (set_by, fndecl);
}

/* Why the walk can skip most of a function: an asm is a statement, which
   make_node gives TREE_SIDE_EFFECTS, and every node GCC builds above a
   statement inherits the flag (buildN and build_stmt from their operands,
   a statement list when one is linked in, a constructor from its
   elements).  A subtree without side effects therefore holds no asm, and
   the walk stops there: at every constant, declaration, type and pure
   expression, including the initializers of static local tables.  The
   few nodes a front end shares on purpose (SAVE_EXPR, TARGET_EXPR) are
   walked once; other sharing only repeats a visit, and a repeated warning
   is dropped by location.  So no walk_tree_without_duplicates, which
   hashes every node.  */
static inline bool
cld_asm_audit_no_asm_p (tree t)
{
	return !TREE_SIDE_EFFECTS (t) || TYPE_P (t) || DECL_P (t);
}

/* Does walk_tree walk CODE by a rule of its own, not just its operands
   in order?  (A TREE_LIST's chain is walked even when the list itself
   is left.)  Those go through walk_tree and the callback below.  */
static bool
cld_asm_audit_own_rule_p (enum tree_code code)
{
	switch (code) {
	case TREE_LIST:
	case TREE_VEC:
	case OMP_CLAUSE:
	case CONSTRUCTOR:
	case SAVE_EXPR:
	case TARGET_EXPR:
		return true;
	default:
		return false;
	}
}

/* Can cld_asm_audit_tree find anything in T?  Asked before the call, as
   most operands are declarations, constants and pure expressions; a
   TREE_LIST goes on, as walk_tree walks its chain all the same.  */
static inline bool
cld_asm_audit_may_hold (tree t)
{
	return t && (TREE_CODE (t) == TREE_LIST || !cld_asm_audit_no_asm_p (t));
}

static tree
cld_asm_audit_walk (tree *tp, int *walk_subtrees, void *data)
{
	tree t = *tp, fndecl = (tree) data;

	if (cld_asm_audit_no_asm_p (t)) {
		*walk_subtrees = 0;
		return NULL_TREE;
	}
	if (TREE_CODE (t) == SAVE_EXPR || TREE_CODE (t) == TARGET_EXPR) {
		if (cld_asm_audit_shared->add (t))
			*walk_subtrees = 0;
		return NULL_TREE;
	}
	if (cld_asm_audit_own_rule_p (TREE_CODE (t)))
		return NULL_TREE;
	*walk_subtrees = 0;
	cld_asm_audit_tree (t, fndecl);
	return NULL_TREE;
}

/* walk_tree (T, cld_asm_audit_walk, FNDECL), without a call per node:
   the codes walk_tree has its own rules for go to it, and for the rest
   -- nearly every node of a body -- its rule (the operands in order) and
   the callback's are applied here, a subtree without side effects left
   before the call rather than after it.  */
static void
cld_asm_audit_tree (tree t, tree fndecl)
{
	struct cld_asm_scan scan;
	int i, n;

	while (t) {
		if (cld_asm_audit_own_rule_p (TREE_CODE (t))) {
			walk_tree (&t, cld_asm_audit_walk, fndecl, NULL);
			return;
		}
		if (cld_asm_audit_no_asm_p (t))
			return;
		if (TREE_CODE (t) == STATEMENT_LIST) {
			cld_asm_audit_list (t, fndecl);
			return;
		}
		if (TREE_CODE (t) == BIND_EXPR) {
			/* walk_tree's rule: the initializers and sizes of
			   the block's variables, then its body.  */
			tree d;

			for (d = BIND_EXPR_VARS (t); d; d = DECL_CHAIN (d)) {
				cld_asm_audit_tree (DECL_INITIAL (d), fndecl);
				cld_asm_audit_tree (DECL_SIZE (d), fndecl);
				cld_asm_audit_tree (DECL_SIZE_UNIT (d), fndecl);
			}
			t = BIND_EXPR_BODY (t);
			continue;
		}
		if (TREE_CODE (t) == DECL_EXPR) {
			/* Every variable's initializer and size is walked
			   with its block, and a declared type holds no
			   statement; but GNU C nested functions are
			   genericized with their parent and never reach
			   cld_asm_audit on their own.  */
			t = DECL_EXPR_DECL (t);
			if (TREE_CODE (t) == FUNCTION_DECL)
				cld_asm_audit_tree (DECL_SAVED_TREE (t), t);
			return;
		}
		if (TREE_CODE (t) == ASM_EXPR) {
			/* An asm that is not in a list of statements (the
			   body of an if, an operand): what runs after it is
			   other code.  */
			cld_asm_scan_template (TREE_STRING_POINTER
					       (ASM_STRING (t)), &scan);
			if (scan.leaves_df_set)
				cld_asm_audit_warn (t, fndecl);
			return;
		}
		if (!EXPR_P (t) || (n = TREE_OPERAND_LENGTH (t)) == 0)
			return;
		for (i = 0; i < n - 1; i++)
			if (cld_asm_audit_may_hold (TREE_OPERAND (t, i)))
				cld_asm_audit_tree (TREE_OPERAND (t, i),
						    fndecl);
		t = TREE_OPERAND (t, n - 1);
	}
}

/* PLUGIN_PRE_GENERICIZE: once per function body the front end wrote.  */
void
cld_asm_audit (void *gcc_data, void *user_data)
{
	tree fndecl = (tree) gcc_data;

	if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL
	    || !DECL_SAVED_TREE (fndecl))
		return;
	if (!cld_asm_audited) {
		cld_asm_audited = new hash_set<int_hash<location_t,
			UNKNOWN_LOCATION, BUILTINS_LOCATION> >;
		cld_asm_audit_shared = new hash_set<tree>;
	}
	cld_asm_audit_tree (DECL_SAVED_TREE (fndecl), fndecl);
	cld_asm_audit_shared->empty ();
}

