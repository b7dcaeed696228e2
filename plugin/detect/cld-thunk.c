/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: protecting what this file registers but may
 * not define.
 *
 * A file that registers a handler defined in another file (rsync's
 * sig_int, make's fatal_error_signal), a weak default another file may
 * replace, a C++ inline function whose kept copy the linker picks from
 * any file, or a C99 inline function whose one external definition is
 * elsewhere, cannot put the cld into the code the kernel will enter.  It
 * can hand the kernel other code: a local thunk of the handler's shape
 * that executes cld and tail-calls the function, as GCC's own thunks do.
 * The thunk is a function GCC builds like any other (before SSA, so
 * every later pass, the entry cld, CET's endbr and PIC calls included,
 * treat it as the user's code), marked as a handler.
 *
 * Pointer identity.  Only the value handed to the C library is
 * replaced: the handler argument of signal () & co and a value stored
 * into sa_handler, sa_sigaction or sv_handler (in code or a static
 * initializer), each through "v == &f ? &thunk : v", so whatever the
 * program keeps in its own variables is still &f.  What the C library
 * hands back -- the previous handler signal () returns, the old action
 * sigaction () and sigvec () fill in -- is translated back in this
 * file.  What differs is said in doc/cld.texi ("Handlers defined in
 * another file"): a structure of the program's own that holds a stored thunk,
 * and a previous handler read back in another file than the one that
 * registered it.
 *
 * Only in a compilation whose code is final (not when cc1 only writes
 * LTO bytecode: lto1 sees the definitions, doc/cld.texi, "LTO").
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* A function registered here whose code may be another file's, and the
   thunk that protects it (made by cld_thunk_unit).  */
struct cld_thunk_entry {
	tree fn;
	tree thunk;
	location_t loc;		/* the first registration */
	char *reason;		/* for the thunk's attribute, or NULL */
	/* FN is weak (or a weakref) and not defined here: its address may
	   be null, SIG_DFL, which must stay SIG_DFL.  */
	bool may_be_null;
};

static vec<cld_thunk_entry> cld_thunk_list;

/* Can this compilation make thunks?  Its code must be the object's:
   not lto1 (which sees the definitions) and not cc1 writing bytecode.  */
bool
cld_thunk_possible_p (void)
{
	return !in_lto_p && !flag_generate_lto;
}

/* Will the code the kernel enters through FN's address, registered
   here, maybe not be code of this file?  TARGETS are the functions with
   a body here it stands for (cld_targets_of): none when it is defined
   elsewhere; a weak one may be replaced by another file's, a COMDAT one
   (C++ inline, template) may be another file's copy, and an external
   one (C99 inline, gnu_inline) has its body here only for inlining.  The
   user's attribute on a declaration says the definition has it.  */
bool
cld_thunk_needed_p (tree fn, const vec<cgraph_node *> &targets)
{
	cgraph_node *cn;
	unsigned i;

	if (!cld_thunk_possible_p () || fndecl_built_in_p (fn))
		return false;
	/* A declaration with the attribute says its definition has it.  */
	if (targets.is_empty ())
		return !cld_is_handler (fn);
	FOR_EACH_VEC_ELT (targets, i, cn)
		if (DECL_EXTERNAL (cn->decl) || DECL_WEAK (cn->decl)
		    || DECL_COMDAT (cn->decl) || DECL_ONE_ONLY (cn->decl))
			return true;
	return false;
}

static cld_thunk_entry *
cld_thunk_find (tree fn)
{
	cld_thunk_entry *e;
	unsigned i;

	FOR_EACH_VEC_ELT (cld_thunk_list, i, e)
		if (e->fn == fn)
			return e;
	return NULL;
}

/* Is FNDECL one of the thunks?  */
static bool
cld_thunk_is_thunk (tree fndecl)
{
	cld_thunk_entry *e;
	unsigned i;

	FOR_EACH_VEC_ELT (cld_thunk_list, i, e)
		if (e->thunk == fndecl)
			return true;
	return false;
}

/* FN, registered at LOC for REASON (NULL: nobody reads it), gets a
   thunk; DEFINED: this file has a body for it.  */
void
cld_thunk_want (tree fn, bool defined, location_t loc, const char *reason)
{
	cld_thunk_entry e = { fn, NULL_TREE, loc, NULL, false };

	if (cld_thunk_find (fn))
		return;
	e.may_be_null = !defined
		&& (DECL_WEAK (fn)
		    || lookup_attribute ("weakref", DECL_ATTRIBUTES (fn)));
	if (reason)
		e.reason = xstrdup (reason);
	cld_thunk_list.safe_push (e);
}

/* The thunk's type: a handler entered with the three arguments the
   kernel passes an SA_SIGINFO handler, passed on unchanged; a handler
   of one argument ignores the other two, as it does when the kernel
   enters it directly.  */
static tree
cld_thunk_type (void)
{
	static tree type;

	if (!type)
		type = build_function_type_list (void_type_node,
						 integer_type_node,
						 ptr_type_node, ptr_type_node,
						 NULL_TREE);
	return type;
}

/* The parameters of thunk DECL of TYPE, into ARGS.  */
static void
cld_thunk_parms (tree decl, tree type, location_t loc, tree *args)
{
	tree t, *chain = &DECL_ARGUMENTS (decl);
	unsigned i = 0;

	for (t = TYPE_ARG_TYPES (type); t && !VOID_TYPE_P (TREE_VALUE (t));
	     t = TREE_CHAIN (t)) {
		tree p = build_decl (loc, PARM_DECL, NULL_TREE,
				     TREE_VALUE (t));

		DECL_ARG_TYPE (p) = TREE_VALUE (t);
		DECL_CONTEXT (p) = decl;
		DECL_ARTIFICIAL (p) = 1;
		DECL_IGNORED_P (p) = 1;
		*chain = p;
		chain = &DECL_CHAIN (p);
		args[i++] = p;
	}
}

/* The unit's optimization options with -fwrapv flipped, for the thunk:
   it has no arithmetic for -fwrapv to act on, and GCC never inlines a
   function into one whose -fwrapv differs (can_inline_edge_by_limits_p,
   GCC 5 to 16, even always_inline functions once past early inlining),
   so a handler whose body this file has (C++ inline, C99 inline) stays
   out of it: the thunk stays "cld; jmp" and the handler keeps its own
   code, which the debugger shows as it does without the plugin.  Not a
   change of target options: for a function with other target options
   GCC builds a second set of target globals, which costs as much as
   compiling a small unit (bench/RESULTS.md, thunk-1).  One node per
   unit: GCC shares equal ones.  */
static tree
cld_thunk_optimization (void)
{
	struct cl_optimization saved;
	tree node;

	cl_optimization_save (&saved, &global_options, &global_options_set);
	global_options.x_flag_wrapv ^= 1;
	node = build_optimization_node (&global_options, &global_options_set);
	cl_optimization_restore (&global_options, &global_options_set,
				 &saved);
	return node;
}

/* Build "static void FN.cld_thunk (int, void *, void *)": a tail call of
   FN with its arguments (GCC's thunk flag makes it a jump at -O0 too,
   where the target allows one), and the attribute that gives it its
   entry cld.  Added to the call graph like GCC's own constructors: it
   goes through every pass from lowering on.  */
static tree
cld_thunk_build (cld_thunk_entry *e)
{
	/* The registration's place without its lexical block, which is
	   the registering function's.  */
	location_t loc = LOCATION_LOCUS (e->loc);
	tree type = cld_thunk_type (), decl, res, callee, call, args[3];
	const char *target = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (e->fn));
	char *name;

	if (*target == '*')
		target++;
	name = xasprintf ("cld_thunk.%s", target);
	decl = build_decl (loc, FUNCTION_DECL, get_identifier (name), type);
	free (name);
	res = build_decl (loc, RESULT_DECL, NULL_TREE, void_type_node);
	DECL_ARTIFICIAL (res) = 1;
	DECL_IGNORED_P (res) = 1;
	DECL_CONTEXT (res) = decl;
	DECL_RESULT (decl) = res;
	cld_thunk_parms (decl, type, loc, args);
	TREE_STATIC (decl) = 1;
	TREE_USED (decl) = 1;
	DECL_ARTIFICIAL (decl) = 1;
	DECL_IGNORED_P (decl) = 1;
	DECL_UNINLINABLE (decl) = 1;
	DECL_NO_INSTRUMENT_FUNCTION_ENTRY_EXIT (decl) = 1;
	DECL_FUNCTION_SPECIFIC_OPTIMIZATION (decl) = cld_thunk_optimization ();
	DECL_INITIAL (decl) = make_node (BLOCK);
	BLOCK_SUPERCONTEXT (DECL_INITIAL (decl)) = decl;
	TREE_USED (DECL_INITIAL (decl)) = 1;
	cld_attr_mark (decl, e->reason, NULL, "exact");

	current_function_decl = decl;
	allocate_struct_function (decl, false);
	cfun->function_end_locus = loc;
	callee = build1 (NOP_EXPR, build_pointer_type (type),
			 build_fold_addr_expr (e->fn));
	call = build_call_array_loc (loc, void_type_node, callee, 3, args);
	CALL_EXPR_TAILCALL (call) = 1;
	CALL_FROM_THUNK_P (call) = 1;
	DECL_SAVED_TREE (decl) = call;
	gimplify_function_tree (decl);
	cgraph_node::add_new_function (decl, false);
	set_cfun (NULL);
	current_function_decl = NULL_TREE;
	return decl;
}

/* Append to SEQ "C && V != 0"; returns the new condition.  */
static tree
cld_thunk_and_not_null (gimple_seq *seq, tree c, tree v, location_t loc)
{
	tree nz = create_tmp_reg (boolean_type_node, "cld_nz");
	tree both = create_tmp_reg (boolean_type_node, "cld_is");
	gimple *g;

	g = gimple_build_assign (nz, NE_EXPR, v,
				 build_int_cst (TREE_TYPE (v), 0));
	gimple_set_location (g, loc);
	gimple_seq_add_stmt (seq, g);
	g = gimple_build_assign (both, BIT_AND_EXPR, c, nz);
	gimple_set_location (g, loc);
	gimple_seq_add_stmt (seq, g);
	return both;
}

/* Append to SEQ the statements that map V through the thunks: FORWARD,
   each function to its thunk (what the kernel gets), else each thunk back
   to its function (what the program gets back); only through ONLY when
   it is given.  Returns the mapped value.  */
static tree
cld_thunk_map (gimple_seq *seq, tree v, bool forward, location_t loc,
	       cld_thunk_entry *only = NULL)
{
	tree type = TREE_TYPE (v);
	cld_thunk_entry *e;
	unsigned i;

	FOR_EACH_VEC_ELT (cld_thunk_list, i, e) {
		if (only && e != only)
			continue;
		tree from = forward ? e->fn : e->thunk;
		tree to = forward ? e->thunk : e->fn;
		tree c = create_tmp_reg (boolean_type_node, "cld_is");
		tree r = create_tmp_reg (type, "cld_to");
		gimple *g;

		g = gimple_build_assign (c, EQ_EXPR, v,
					 build1 (ADDR_EXPR, type, from));
		gimple_set_location (g, loc);
		gimple_seq_add_stmt (seq, g);
		if (forward && e->may_be_null)
			c = cld_thunk_and_not_null (seq, c, v, loc);
		g = gimple_build_assign (r, COND_EXPR, c,
					 build1 (ADDR_EXPR, type, to), v);
		gimple_set_location (g, loc);
		gimple_seq_add_stmt (seq, g);
		v = r;
	}
	return v;
}

/* OP, a value the kernel gets as a handler at the statement at GSI:
   the function's own address becomes its thunk's, anything else of a
   pointer type is mapped at run time, in front of the statement.
   Returns the replacement, or NULL_TREE to leave OP.  */
static tree
cld_thunk_forward (gimple_stmt_iterator *gsi, tree op)
{
	cld_thunk_entry *e;
	gimple_seq seq = NULL;
	tree v;

	if (!POINTER_TYPE_P (TREE_TYPE (op)))
		return NULL_TREE;
	if (TREE_CODE (op) == ADDR_EXPR) {
		e = cld_thunk_find (TREE_OPERAND (op, 0));
		if (!e)
			return NULL_TREE;
		/* A weak function's address may be null: mapped at run
		   time like a variable.  */
		if (!e->may_be_null)
			return build1 (ADDR_EXPR, TREE_TYPE (op), e->thunk);
	} else if (TREE_CODE (op) != SSA_NAME && !is_gimple_reg (op))
		return NULL_TREE;
	else
		e = NULL;
	v = cld_thunk_map (&seq, op, true, gimple_location (gsi_stmt (*gsi)),
			   e);
	gsi_insert_seq_before (gsi, seq, GSI_SAME_STMT);
	return v;
}

/* Put SEQ right after the statement at GSI: in its block, or on the
   edge it falls through by when it ends its block (a call that may
   throw).  */
static void
cld_thunk_insert_after (gimple_stmt_iterator *gsi, gimple_seq seq)
{
	gimple *stmt = gsi_stmt (*gsi);
	edge e;

	if (!stmt_ends_bb_p (stmt)) {
		gsi_insert_seq_after (gsi, seq, GSI_CONTINUE_LINKING);
		return;
	}
	e = find_fallthru_edge (gimple_bb (stmt)->succs);
	if (e)
		gsi_insert_seq_on_edge_immediate (e, seq);
}

/* The call at GSI returns a previous handler into its lhs: the call
   writes a temporary, and the lhs gets that mapped back.  */
static void
cld_thunk_back_result (gimple_stmt_iterator *gsi, gcall *call)
{
	tree lhs = gimple_call_lhs (call);
	tree tmp = create_tmp_reg (TREE_TYPE (lhs), "cld_old");
	location_t loc = gimple_location (call);
	gimple_seq seq = NULL;
	gimple *g;

	gimple_call_set_lhs (call, tmp);
	g = gimple_build_assign (lhs, cld_thunk_map (&seq, tmp, false, loc));
	gimple_set_location (g, loc);
	gimple_seq_add_stmt (&seq, g);
	cld_thunk_insert_after (gsi, seq);
}

/* A reference to the handler member of the sigaction or sigvec object
   OBJ (sa_handler: it shares its storage with sa_sigaction), or
   NULL_TREE.  IN_REG as for cld_sigapi_sink_field_p.  */
static tree
cld_thunk_handler_ref (tree obj, int in_reg)
{
	tree type = TREE_TYPE (obj), f, r;

	in_reg |= cld_sigapi_registration_record (type);
	if (!RECORD_OR_UNION_TYPE_P (type))
		return NULL_TREE;
	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f)) {
		if (TREE_CODE (f) != FIELD_DECL)
			continue;
		r = build3 (COMPONENT_REF, TREE_TYPE (f), obj, f, NULL_TREE);
		if (cld_sigapi_sink_field_p (f, in_reg)
		    && POINTER_TYPE_P (TREE_TYPE (f)))
			return r;
		if (RECORD_OR_UNION_TYPE_P (TREE_TYPE (f))
		    && (r = cld_thunk_handler_ref (r, in_reg)))
			return r;
	}
	return NULL_TREE;
}

/* The call at GSI fills in the old action at its argument OLD (a
   pointer to a struct sigaction or sigvec, maybe null): map its handler
   back, through a local object of that type when OLD is null.  */
static void
cld_thunk_back_old_action (gimple_stmt_iterator *gsi, tree old)
{
	location_t loc = gimple_location (gsi_stmt (*gsi));
	tree type = TREE_TYPE (TREE_TYPE (old)), p = old, h, v, ref;
	gimple_seq seq = NULL;
	gimple *g;

	if (integer_zerop (old)
	    || !cld_thunk_handler_ref (build_simple_mem_ref (old), 0))
		return;
	if (TREE_CODE (old) != ADDR_EXPR) {
		tree spare = create_tmp_var (type, "cld_spare");
		tree c = create_tmp_reg (boolean_type_node, "cld_null");

		TREE_ADDRESSABLE (spare) = 1;
		p = create_tmp_reg (TREE_TYPE (old), "cld_act");
		g = gimple_build_assign (c, NE_EXPR, old,
					 build_int_cst (TREE_TYPE (old), 0));
		gimple_seq_add_stmt (&seq, g);
		g = gimple_build_assign (p, COND_EXPR, c, old,
					 build_fold_addr_expr (spare));
		gimple_seq_add_stmt (&seq, g);
	}
	ref = cld_thunk_handler_ref (build_simple_mem_ref (p), 0);
	h = create_tmp_reg (TREE_TYPE (ref), "cld_old");
	gimple_seq_add_stmt (&seq, gimple_build_assign (h, ref));
	v = cld_thunk_map (&seq, h, false, loc);
	gimple_seq_add_stmt (&seq, gimple_build_assign (unshare_expr (ref), v));
	for (gimple_stmt_iterator i = gsi_start (seq); !gsi_end_p (i);
	     gsi_next (&i))
		gimple_set_location (gsi_stmt (i), loc);
	cld_thunk_insert_after (gsi, seq);
}

/* CALL, of CALLEE, a function of another file (no body here, not a
   built-in): what it is handed as a handler goes forward, as to
   signal (), since it may register it (cld-build.c gives those
   arguments the installer sites); what it hands back as a handler comes
   back, as signal ()'s previous handler does.  */
static void
cld_thunk_installer (gimple_stmt_iterator *gsi, gcall *call, tree callee)
{
	tree parm, v, lhs = gimple_call_lhs (call);
	bool changed = false;
	unsigned i;

	if (cld_targets_body (callee)
	    || fndecl_built_in_p (callee, BUILT_IN_NORMAL))
		return;
	parm = gimple_call_fntype (call)
		? TYPE_ARG_TYPES (gimple_call_fntype (call)) : NULL_TREE;
	for (i = 0; i < gimple_call_num_args (call); i++) {
		tree arg = gimple_call_arg (call, i);

		if (cld_sigapi_installer_arg_p (parm ? TREE_VALUE (parm)
						: NULL_TREE, arg)
		    && (v = cld_thunk_forward (gsi, arg))) {
			gimple_call_set_arg (call, i, v);
			changed = true;
		}
		if (parm)
			parm = TREE_CHAIN (parm);
	}
	if (changed)
		update_stmt (call);
	if (lhs && cld_sigapi_handler_ptr_p (TREE_TYPE (lhs)))
		cld_thunk_back_result (gsi, call);
}

/* One statement: a registration's value forward, what the C library
   hands back backward.  GSI may move past what is inserted after.  */
static void
cld_thunk_stmt (gimple_stmt_iterator *gsi)
{
	gimple *stmt = gsi_stmt (*gsi);
	tree callee, v;
	int old;

	if (gassign *a = dyn_cast <gassign *> (stmt)) {
		if (gimple_assign_single_p (a)
		    && cld_sigapi_sink_store (gimple_assign_lhs (a))
		    && (v = cld_thunk_forward (gsi, gimple_assign_rhs1 (a)))) {
			gimple_assign_set_rhs1 (a, v);
			update_stmt (a);
		}
		return;
	}
	gcall *call = dyn_cast <gcall *> (stmt);
	callee = call ? gimple_call_fndecl (call) : NULL_TREE;
	if (!callee)
		return;
	if (cld_sigapi_registrar_p (callee)
	    && gimple_call_num_args (call) >= 2) {
		if ((v = cld_thunk_forward (gsi, gimple_call_arg (call, 1)))) {
			gimple_call_set_arg (call, 1, v);
			update_stmt (call);
		}
		if (gimple_call_lhs (call))
			cld_thunk_back_result (gsi, call);
		return;
	}
	old = cld_sigapi_old_action_arg (callee);
	if (old >= 0) {
		if ((unsigned) old < gimple_call_num_args (call)
		    && POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call,
								   old))))
			cld_thunk_back_old_action (gsi,
						   gimple_call_arg (call, old));
		return;
	}
	cld_thunk_installer (gsi, call, callee);
}

/* Every statement of NODE's body; its references are then recorded
   anew (the thunks' addresses in, maybe a function's out).  */
static void
cld_thunk_function (cgraph_node *node)
{
	function *fn = DECL_STRUCT_FUNCTION (node->decl);
	basic_block bb;
	gimple_stmt_iterator gsi;

	if (!fn || !fn->cfg)
		return;
	push_cfun (fn);
	FOR_EACH_BB_FN (bb, fn)
		for (gsi = gsi_start_bb (bb); !gsi_end_p (gsi); gsi_next (&gsi))
			cld_thunk_stmt (&gsi);
	cgraph_edge::rebuild_references ();
	pop_cfun ();
}

/* E's function is stored as a handler in a static initializer, where
   its thunk cannot go: it is weak and not defined here, so its address
   may be null (SIG_DFL), and an initializer cannot test that.  */
static void
cld_thunk_note_weak_init (cld_thunk_entry *e)
{
	inform (e->loc, "%s: %qD is registered as a signal handler in a "
		"static initializer and is weak and not defined here: it "
		"cannot be given a thunk there; mark its definition with "
		"%<__attribute__((signal_handler))%>, or store it in code",
		cld_plugin_name, e->fn);
}

/* INIT, a static initializer: the registrations in it (IN_REG as for
   cld_sigapi_sink_field_p) get the thunks' addresses.  Returns whether
   anything changed.  */
static bool
cld_thunk_init (tree init, int in_reg)
{
	unsigned HOST_WIDE_INT i;
	constructor_elt *ce;
	bool changed = false;
	tree next;

	if (!init || TREE_CODE (init) != CONSTRUCTOR)
		return false;
	in_reg |= cld_sigapi_registration_record (TREE_TYPE (init));
	next = RECORD_OR_UNION_TYPE_P (TREE_TYPE (init))
		? TYPE_FIELDS (TREE_TYPE (init)) : NULL_TREE;
	FOR_EACH_VEC_SAFE_ELT (CONSTRUCTOR_ELTS (init), i, ce) {
		tree field = ce->index, v = ce->value, op;
		cld_thunk_entry *e;

		if (next && (!field || TREE_CODE (field) != FIELD_DECL)) {
			while (next && TREE_CODE (next) != FIELD_DECL)
				next = DECL_CHAIN (next);
			field = next;
		}
		if (next && field)
			next = DECL_CHAIN (field);
		if (TREE_CODE (v) == CONSTRUCTOR) {
			changed |= cld_thunk_init (v, in_reg);
			continue;
		}
		if (!field || TREE_CODE (field) != FIELD_DECL
		    || !cld_sigapi_sink_field_p (field, in_reg))
			continue;
		op = cld_graph_strip (v);
		if (TREE_CODE (op) != ADDR_EXPR
		    || !(e = cld_thunk_find (TREE_OPERAND (op, 0))))
			continue;
		/* No run-time test in a constant: a weak function that may
		   be undefined stays, with the note that says so.  */
		if (e->may_be_null) {
			cld_thunk_note_weak_init (e);
			continue;
		}
		ce->value = fold_convert (TREE_TYPE (v),
					  build_fold_addr_expr (e->thunk));
		changed = true;
	}
	return changed;
}

/* Make the thunks wanted in this unit and route its registrations
   through them.  After detection, before SSA; in cc1 only.  */
void
cld_thunk_unit (void)
{
	cld_thunk_entry *e;
	cgraph_node *node;
	varpool_node *vnode;
	unsigned i, n = cld_thunk_list.length ();

	if (!n)
		return;
	FOR_EACH_VEC_ELT (cld_thunk_list, i, e) {
		e->thunk = cld_thunk_build (e);
		cld_records_add ("thunk", e->fn, e->loc);
	}
	FOR_EACH_DEFINED_FUNCTION (node)
		if (node->has_gimple_body_p ()
		    && !cld_thunk_is_thunk (node->decl))
			cld_thunk_function (node);
	FOR_EACH_DEFINED_VARIABLE (vnode)
		if (!vnode->alias
		    && cld_thunk_init (DECL_INITIAL (vnode->decl), 0)) {
			vnode->remove_all_references ();
			record_references_in_initializer (vnode->decl, false);
		}
	FOR_EACH_VEC_ELT (cld_thunk_list, i, e)
		free (e->reason);
	cld_thunk_list.release ();
}
