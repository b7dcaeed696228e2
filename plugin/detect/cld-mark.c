/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: marking what was found, and saying why.
 *
 * A function found is given the signal_handler attribute (cld-attr.c),
 * with a reason ("registered with signal() at f.c:12") and the level that
 * found it, so insertion, LTO streaming and reports treat it exactly like
 * a handler the user marked.  Here too: the notes about what this
 * compilation cannot protect (a handler defined elsewhere, a weak one),
 * the verbose note at a registration whose handler cannot be resolved,
 * and the user's attribute on an alias, ifunc or lambda moved to the code
 * the kernel enters.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

static char *
cld_mark_where (location_t loc)
{
	expanded_location x = expand_location (loc);

	if (!x.file)
		return xstrdup ("");
	return xasprintf ("%s:%d:%d", x.file, x.line, x.column);
}

static const char *
cld_mark_name (tree decl)
{
	if (!decl || !DECL_NAME (decl))
		return "?";
	if (TREE_CODE (decl) == FIELD_DECL)
		return IDENTIFIER_POINTER (DECL_NAME (decl));
	return lang_hooks.decl_printable_name (decl, 2);
}

/* Human text for a site, e.g. "passed to external function foo".  */
static char *
cld_mark_describe (const cld_detect_site *s)
{
	const char *name = cld_mark_name (s->decl);

	switch (s->how) {
	case CLD_HOW_CALL:
		return xasprintf ("registered with %s()", name);
	case CLD_HOW_STORE:
		return xasprintf ("stored in %s.%s",
				  strstr (name, "sv_handler")
				  ? "sigvec" : "sigaction", name);
	case CLD_HOW_EXTERNAL:
		return xasprintf ("passed to or returned by external function "
				  "%s", name);
	case CLD_HOW_INSTALLER:
		return xasprintf ("passed as a handler to external function "
				  "%s", name);
	case CLD_HOW_INDIRECT:
		return xstrdup ("passed to or returned by an indirect call");
	case CLD_HOW_PREVIOUS:
		return xasprintf ("the previous handler returned by %s()",
				  name);
	case CLD_HOW_GLOBAL:
		return xasprintf ("externally visible variable %s", name);
	case CLD_HOW_PRESERVED:
		return xasprintf ("variable %s, which code the compiler does "
				  "not see can read (attribute used, or a "
				  "section with __start_ and __stop_ symbols)",
				  name);
	case CLD_HOW_RETURN:
		return xasprintf ("returned by externally visible function %s",
				  name);
	case CLD_HOW_PARM:
		return xasprintf ("a parameter of externally visible function "
				  "%s", name);
	case CLD_HOW_FIELD:
		return xasprintf ("field %s of a structure external code can "
				  "access", name);
	case CLD_HOW_MEMORY:
		return xstrdup ("memory reached through a pointer");
	case CLD_HOW_ARITH:
		return xstrdup ("an operand or result of an operation the "
				"analysis does not follow (integer arithmetic "
				"on an address)");
	case CLD_HOW_ASM:
		return xstrdup ("an operand of inline asm");
	case CLD_HOW_UNION:
		return xasprintf ("member %s of a union, stored or read "
				  "through another member", name);
	}
	return xstrdup ("?");
}

/* Will anything read the reason, the registration's place and the level
   given to a found handler?  The report, the verbose notes, LTO IR
   (cld_attr_want_text) and the pass's dump.  Formatting them costs more
   than finding the handler: only then.  */
static bool
cld_mark_want_text (void)
{
	return cld_attr_want_text () || dump_file;
}

/* Are notes about what this unit cannot see final here?  Not when cc1
   only writes LTO bytecode: lto1 will see the whole program.  */
bool
cld_mark_final (void)
{
	return in_lto_p || !flag_generate_lto;
}

/* FN is registered (or escapes) at LOC but has no body in what this
   compilation sees.  Say once how to get it protected.  */
static void
cld_mark_elsewhere (tree fn, location_t loc)
{
	/* A declaration that carries the attribute says its definition
	   does too: nothing to tell.  */
	if (!cld_mark_final () || fndecl_built_in_p (fn)
	    || cld_is_handler (fn) || cld_graph_g->noted.add (fn))
		return;
	if (in_lto_p)
		inform (loc, "%s: %qD is registered as a signal handler here "
			"but not defined in LTO code (it is in a library or a "
			"non-LTO object); to protect it, mark its definition "
			"with %<__attribute__((signal_handler))%>",
			cld_plugin_name, fn);
	else
		inform (loc, "%s: %qD is registered as a signal handler here "
			"but defined in another translation unit; to protect "
			"it, mark its definition with %<__attribute__(("
			"signal_handler))%>, compile that unit with "
			"%<-fplugin-arg-%s-detect=signature%>, or build with "
			"%<-flto%> and the plugin at compile and link time",
			cld_plugin_name, fn, cld_plugin_name);
}

/* FN, handler-shaped and not defined here, escapes at LOC through site
   S where another file may register it: no thunk (what the other side
   keeps or compares is not a registration's), so a record for the link
   and, with verbose, a note.  */
static void
cld_mark_escapes_elsewhere (tree fn, location_t loc,
			    const cld_detect_site *s)
{
	char *how;

	cld_records_add ("esc", fn, loc);
	if (!cld_opt.verbose || !cld_mark_final ()
	    || cld_graph_g->noted.add (fn))
		return;
	how = cld_mark_describe (s);
	inform (loc, "%s: %qD, defined in another file, escapes here where "
		"it may be registered as a signal handler (%s); this file "
		"cannot protect it: the link-time check warns if its "
		"definition starts without %<cld%>", cld_plugin_name, fn, how);
	free (how);
}

/* CN, found as a handler registered (or escaping) at LOC, is a weak
   definition: a strong one in another file replaces it at link time and
   gets no cld unless it is marked too.  Say so once, as for a handler
   defined elsewhere.  Not for COMDAT copies (inline functions, template
   instances: every copy is the same code), nor in lto1 where the linker
   said this copy prevails.  */
static void
cld_mark_weak_note (cgraph_node *cn, location_t loc)
{
	tree fn = cn->decl;

	if (!DECL_WEAK (fn) || DECL_COMDAT (fn) || !TREE_PUBLIC (fn)
	    || !cld_mark_final () || cld_graph_g->noted.add (fn))
		return;
	if (in_lto_p && (cn->resolution == LDPR_PREVAILING_DEF
			 || cn->resolution == LDPR_PREVAILING_DEF_IRONLY
			 || cn->resolution == LDPR_PREVAILING_DEF_IRONLY_EXP))
		return;
	inform (loc, "%s: %qD is registered as a signal handler here and is "
		"weak: it gets its cld, but a strong definition in another "
		"file replaces it at link time without one; mark that "
		"definition with %<__attribute__((signal_handler))%>, or "
		"build with %<-flto%> and the plugin at compile and link time",
		cld_plugin_name, fn);
}

/* REASON is NULL when nobody will read it (cld_mark_want_text).  */
void
cld_mark_handler (tree fn, const char *reason, location_t where,
		  enum cld_detect_level level)
{
	char *w;

	/* No cld can go into a naked function, and nobody asked for one:
	   the warning is for users who wrote the attribute.  */
	if (cld_attr_is_naked (fn))
		return;
	w = reason && where != UNKNOWN_LOCATION ? cld_mark_where (where)
		: NULL;
	cld_attr_mark (fn, reason, w, cld_detect_names[level]);
	free (w);
	if (cld_graph_g)
		cld_graph_g->n_marked++;
	if (dump_file)
		fprintf (dump_file, "%s: %s (detect=%s)\n",
			 cld_mark_name (fn), reason,
			 cld_detect_names[level]);
}

/* The attribute on an alias or an ifunc (which have no code) goes to
   what they stand for.  Runs whatever the detection level: it is the
   user's attribute.  */
void
cld_mark_alias_attributes (void)
{
	cgraph_node *node;

	FOR_EACH_FUNCTION (node) {
		auto_vec<cgraph_node *, 4> targets;
		cgraph_node *t;
		unsigned i;

		if (!node->alias || !cld_is_handler (node->decl))
			continue;
		cld_targets_of (node->decl, &targets);
		FOR_EACH_VEC_ELT (targets, i, t) {
			char *reason = NULL;

			if (cld_is_handler (t->decl))
				continue;
			if (cld_mark_want_text ())
				reason = xasprintf
				("%s %s is marked with the signal_handler "
				 "attribute",
				 lookup_attribute ("ifunc",
						   DECL_ATTRIBUTES (node->decl))
				 ? "it implements ifunc" : "its alias",
				 cld_mark_name (node->decl));
			/* Not a found handler: the user's attribute, so a
			   naked target still gets the warning.  */
			cld_attr_mark (t->decl, reason, NULL, NULL);
			free (reason);
		}
	}
}

/* The marked operator() of the closure type that FNDECL, a lambda's
   static invoker, calls; NULL_TREE if FNDECL is no such invoker.  */
static tree
cld_mark_lambda_operator (tree fndecl)
{
	function *fn = DECL_STRUCT_FUNCTION (fndecl);
	tree ctx = DECL_CONTEXT (fndecl), op = NULL_TREE;
	basic_block bb;
	gimple_stmt_iterator si;

	if (!DECL_NAME (fndecl) || !id_equal (DECL_NAME (fndecl), "_FUN")
	    || !ctx || !TYPE_P (ctx) || !fn || !fn->cfg)
		return NULL_TREE;
	FOR_EACH_BB_FN (bb, fn)
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si)) {
			gcall *call = dyn_cast <gcall *> (gsi_stmt (si));
			tree callee = call ? gimple_call_fndecl (call)
				: NULL_TREE;

			if (callee && cld_is_handler (callee)
			    && DECL_CONTEXT (callee) == ctx)
				op = callee;
		}
	return op;
}

/* The attribute on a C++ lambda marks its operator(), but a lambda
   converted to a function pointer is entered through its static invoker
   (GCC's "_FUN", a member of the closure type whose body calls the
   operator()), into which the operator() is inlined at -O2: the invoker
   is what the kernel enters, so it is a handler too.  */
void
cld_mark_lambda_invokers (void)
{
	cgraph_node *node;

	if (in_lto_p)
		return;		/* marked in cc1plus, streamed */
	FOR_EACH_DEFINED_FUNCTION (node) {
		tree op;
		char *reason = NULL;

		if (cld_is_handler (node->decl))
			continue;
		op = cld_mark_lambda_operator (node->decl);
		if (!op)
			continue;
		if (cld_mark_want_text ())
			reason = xasprintf ("it is what lambda %s converts to "
					    "a function pointer, and the "
					    "lambda is marked with the "
					    "signal_handler attribute",
					    cld_mark_name (op));
		cld_attr_mark (node->decl, reason, NULL, NULL);
		free (reason);
	}
}

static bool
cld_mark_same_line (location_t a, location_t b)
{
	expanded_location xa = expand_location (a);
	expanded_location xb = expand_location (b);

	return xa.line == xb.line
		&& (xa.file == xb.file
		    || (xa.file && xb.file && !strcmp (xa.file, xb.file)));
}

/* The reason for a function found at LEVEL, whose address taken at LOC
   reaches site S (described HOW, at S_WHERE); OWN: it has a handler's
   signature.  */
static char *
cld_mark_reason (const cld_detect_site *s, location_t loc,
		 enum cld_detect_level level, bool own, const char *how,
		 const char *s_where)
{
	/* Through a wrapper, variable, table or return value the libc call
	   is somewhere else: say where.  */
	if (level == CLD_DETECT_EXACT)
		return !cld_mark_same_line (s->loc, loc) && *s_where
			? xasprintf ("%s at %s", how, s_where) : xstrdup (how);
	if (s->how == CLD_HOW_CALL || s->how == CLD_HOW_STORE)
		return xasprintf ("%s%s%s, through another object of the same "
				  "type", how, *s_where ? " at " : "", s_where);
	return xasprintf ("%s and its address escapes: %s%s%s",
			  own ? "has a signal-handler signature"
			  : "converted to a signal-handler type",
			  how, *s_where ? " at " : "", s_where);
}

/* The address of FN taken at LOC reaches site S: a registration (LEVEL
   exact), or an escape (auto).  At auto a target must have a handler's
   signature, or the address was converted to a handler type on the way
   (CAST), which makes it a handler whatever its own type (void f (void),
   int f (int), a K&R void f ()).  A registration found at auto is one
   that reads another object of the type FN is stored in
   (cld_solve_exact): counted whatever FN's type, thunk included, as
   exact counted it before it told objects apart.  */
void
cld_mark_found (tree fn, location_t loc, const cld_detect_site *s,
		enum cld_detect_level level, bool cast)
{
	auto_vec<cgraph_node *, 4> targets;
	cgraph_node *cn;
	char *how = NULL, *s_where = NULL;
	unsigned i;
	bool thunk;
	bool reg = s->how == CLD_HOW_CALL || s->how == CLD_HOW_STORE;
	/* Handed as a handler to a function of another file, which may
	   register it: as good as registered for a thunk.  */
	bool inst = s->how == CLD_HOW_INSTALLER
		&& (cast || cld_sigapi_handler_type_p (fn));

	cld_targets_of (fn, &targets);
	/* Registered here, maybe defined elsewhere: a thunk protects it
	   whatever the link picks, and no note is needed.  */
	thunk = (level == CLD_DETECT_EXACT || reg || inst)
		&& cld_thunk_needed_p (fn, targets);
	if (thunk) {
		char *reason = NULL;

		if (cld_mark_want_text ()) {
			how = cld_mark_describe (s);
			s_where = cld_mark_where (s->loc);
			reason = xasprintf ("a thunk for %s, which is %s%s%s "
					    "and may be defined in another "
					    "file", cld_mark_name (fn), how,
					    *s_where ? " at " : "", s_where);
		}
		cld_thunk_want (fn, !targets.is_empty (), loc, reason);
		free (reason);
	}
	if (targets.is_empty ()) {
		if ((level == CLD_DETECT_EXACT || reg) && !thunk) {
			cld_mark_elsewhere (fn, loc);
			cld_records_add ("reg", fn, loc);
		} else if (level != CLD_DETECT_EXACT && !thunk
			   && (cast || cld_sigapi_handler_type_p (fn)))
			cld_mark_escapes_elsewhere (fn, loc, s);
		free (how);
		free (s_where);
		return;
	}
	FOR_EACH_VEC_ELT (targets, i, cn) {
		bool own, text;
		char *reason = NULL;

		/* Most candidates at auto were found at exact already.  */
		if (cld_is_handler (cn->decl))
			continue;
		own = cld_sigapi_handler_type_p (cn->decl)
			|| cld_sigapi_handler_type_p (fn)
			|| (cld_sigapi_knr_handler_p (cn->decl)
			    && !cld_graph_site_fits (s, cn->decl));
		if (level != CLD_DETECT_EXACT && !own && !cast && !reg)
			continue;
		text = cld_mark_want_text ();
		if (text && !how) {
			how = cld_mark_describe (s);
			s_where = cld_mark_where (s->loc);
		}
		if (text)
			reason = cld_mark_reason (s, loc, level, own, how,
						  s_where);
		cld_mark_handler (cn->decl, reason, loc, level);
		free (reason);
		if (!thunk)
			cld_mark_weak_note (cn, loc);
		/* A weak one here may lose to another file's at the link.  */
		if (level != CLD_DETECT_EXACT && !reg && !thunk
		    && DECL_WEAK (cn->decl)
		    && !DECL_COMDAT (cn->decl))
			cld_records_add ("esc", fn, loc);
	}
	free (how);
	free (s_where);
}

/* Verbose: registrations whose handler may come from outside.  */
void
cld_mark_note_unresolved (const vec<unsigned> &by_unknown)
{
	unsigned i;
	cld_detect_site *s;

	FOR_EACH_VEC_ELT (cld_graph_g->sinks, i, s) {
		unsigned u = by_unknown[s->node];
		char *how;

		if (u == CLD_DETECT_NO_NODE)
			continue;
		how = cld_mark_describe (&cld_graph_g->unknowns[u]);
		inform (s->loc, "%s: cannot tell which function is installed "
			"as a signal handler here: the value may be %s",
			cld_plugin_name, how);
		free (how);
	}
}
