/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: building the flow graph from the unit.
 *
 * One walk over every GIMPLE body and every variable's initializer.
 * Assignments, PHIs and returns move values (cld-flow.c); a call of
 * signal () & co is a registration (sink), a call of a function with a
 * body here binds arguments to its parameters and its result to ours, a
 * built-in is followed as far as GCC's own description of it (its "fn
 * spec") allows, and anything else -- a function with no body here, an
 * indirect call, inline asm -- is where values escape and unknowns come
 * from.  An externally visible function's parameters are unknowns and
 * its result escapes.
 *
 * The pass runs before SSA in cc1 (locals are then variable nodes) and
 * on SSA bodies in WPA; both are handled the same way.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

static void
cld_build_assign (gassign *stmt, location_t loc)
{
	tree lhs = gimple_assign_lhs (stmt);
	enum tree_code code = gimple_assign_rhs_code (stmt);
	tree field;
	unsigned dst, sink = CLD_DETECT_NO_NODE;
	tree vals[2] = { NULL_TREE, NULL_TREE };
	unsigned i;
	bool followed = true;

	/* A comparison's operands go nowhere ("h != marker"), and a value
	   narrower than a pointer cannot hold an address.  */
	if (!cld_graph_may_carry (lhs)
	    || TREE_CODE_CLASS (code) == tcc_comparison)
		return;
	/* A structure copied whole: part by part.  */
	if (get_gimple_rhs_class (code) == GIMPLE_SINGLE_RHS
	    && cld_flow_copy (lhs, gimple_assign_rhs1 (stmt), loc))
		return;
	field = cld_sigapi_sink_store (lhs);
	dst = cld_graph_ref (lhs);
	switch (get_gimple_rhs_class (code)) {
	case GIMPLE_SINGLE_RHS:
		vals[0] = gimple_assign_rhs1 (stmt);
		break;
	case GIMPLE_UNARY_RHS:
		if (CONVERT_EXPR_CODE_P (code) || code == VIEW_CONVERT_EXPR)
			vals[0] = gimple_assign_rhs1 (stmt);
		else
			followed = false;
		break;
	case GIMPLE_BINARY_RHS:
		if (code == POINTER_PLUS_EXPR) {
			vals[0] = gimple_assign_rhs1 (stmt);
			/* The offset: an address in it is not followed.  */
			cld_flow_unfollowed (gimple_assign_rhs2 (stmt), loc,
					     CLD_HOW_ARITH, NULL_TREE);
		} else
			followed = false;
		break;
	case GIMPLE_TERNARY_RHS:
		if (code == COND_EXPR || code == VEC_COND_EXPR) {
			vals[0] = gimple_assign_rhs2 (stmt);
			vals[1] = gimple_assign_rhs3 (stmt);
		} else
			followed = false;
		break;
	default:
		break;
	}
	/* Integer arithmetic on an address (XOR-mangling, a tag bit, an
	   offset from an anchor): what goes in escapes, what comes out is
	   unknown.  Not "dropped": a handler behind it must still get its
	   cld at auto, and a registration of the result its verbose note.  */
	if (!followed) {
		for (i = 1; i < gimple_num_ops (stmt); i++)
			cld_flow_unfollowed (gimple_op (stmt, i), loc,
					     CLD_HOW_ARITH, NULL_TREE);
		cld_flow_unknown_result (dst, loc, CLD_HOW_ARITH, NULL_TREE);
		return;
	}
	if (field && vals[0])
		sink = cld_graph_sink (loc, CLD_HOW_STORE, field);
	if (code == POINTER_PLUS_EXPR) {
		dst = cld_flow_offset (dst, loc);
		sink = cld_flow_offset (sink, loc);
	}
	for (i = 0; i < 2 && vals[i]; i++) {
		cld_flow_value (vals[i],
				cld_exclude_guarded (vals[i], dst, stmt), loc);
		cld_flow_value (vals[i],
				cld_exclude_guarded (vals[i], sink, stmt), loc);
	}
}

/* The va_list object X designates, as an argument of va_start, va_copy
   or va_arg, or passed on: "&ap" (x86-64, where va_list is an array, and
   va_start everywhere) or the va_list value itself (i386).  */
static unsigned
cld_build_va_list (tree x)
{
	x = cld_graph_strip (x);
	if (TREE_CODE (x) == ADDR_EXPR)
		x = TREE_OPERAND (x, 0);
	return cld_graph_ref (x);
}

/* The node of what pointer X points to, copied whole (memcpy): the
   object of "&x", else the memory of the type X points to -- and what X
   points to is then every object of its type (cld-points.c).  */
static unsigned
cld_build_pointee (tree x)
{
	x = cld_graph_strip (x);
	if (TREE_CODE (x) == ADDR_EXPR)
		return cld_graph_ref (TREE_OPERAND (x, 0));
	if (POINTER_TYPE_P (TREE_TYPE (x))) {
		cld_graph_blur_pointer (x);
		return cld_graph_memory_of (TREE_TYPE (TREE_TYPE (x)));
	}
	return CLD_DETECT_NO_NODE;
}

/* A call of a built-in: GCC's own description of what it does with its
   arguments (the "fn spec" that alias analysis reads) says which ones
   are only read or written as data (memset, strlen: nothing to follow)
   and which are copied into another (memcpy, memmove: what is behind
   the source goes into what is behind the destination).  Everything
   else -- atomics, printf's arguments, built-ins GCC describes not at
   all -- is not followed: it escapes, and the result is unknown.  */
static void
cld_build_builtin (gcall *call, tree callee, location_t loc, unsigned dst)
{
	attr_fnspec spec = gimple_call_fnspec (call);
	unsigned i, to, n = gimple_call_num_args (call);
	bool inert = gimple_call_flags (call) & (ECF_CONST | ECF_PURE);

	switch (DECL_FUNCTION_CODE (callee)) {
	case BUILT_IN_VA_START:
		/* The "..." of this function go into the va_list.  */
		if (n >= 1)
			cld_graph_add_edge
				(cld_graph_varargs (cld_graph_g->fn),
				 cld_build_va_list (gimple_call_arg (call, 0)));
		return;
	case BUILT_IN_VA_COPY:
		if (n >= 2)
			cld_graph_add_edge
				(cld_build_va_list (gimple_call_arg (call, 1)),
				 cld_build_va_list (gimple_call_arg (call, 0)));
		return;
	default:
		break;
	}
	for (i = 0; i < n; i++) {
		tree arg = gimple_call_arg (call, i);
		tree stripped = cld_graph_strip (arg);
		tree obj = TREE_CODE (stripped) == ADDR_EXPR
			? TREE_OPERAND (stripped, 0) : NULL_TREE;

		if (spec.known_p () && spec.arg_specified_p (i)) {
			if (!spec.arg_used_p (i) || spec.arg_noescape_p (i))
				continue;
			if (spec.arg_copied_to_arg_p (i, &to) && to < n) {
				/* memcpy: the source's contents.  Objects of
				   one type share their fields' nodes already;
				   the contents of another type are not
				   followed.  */
				tree d = gimple_call_arg (call, to);

				cld_graph_add_edge (cld_build_pointee (arg),
						    cld_build_pointee (d));
				cld_flow_unfollowed (arg, loc,
						     CLD_HOW_EXTERNAL,
						     callee);
				continue;
			}
		}
		/* A const or pure built-in keeps nothing: the address of an
		   object it is given carries no function's address.  It may
		   return a pointer into it (strchr): then a pointer that
		   cld-points.c does not follow reaches that object.  */
		if (inert && obj && TREE_CODE (obj) != FUNCTION_DECL) {
			if (dst != CLD_DETECT_NO_NODE)
				cld_graph_blur_ref (obj);
			continue;
		}
		cld_flow_unfollowed (arg, loc, CLD_HOW_EXTERNAL, callee);
	}
	if (dst == CLD_DETECT_NO_NODE)
		return;
	if (spec.known_p () && spec.returns_arg (&to) && to < n)
		cld_flow_value (gimple_call_arg (call, to), dst, loc);
	else
		cld_flow_unknown_result (dst, loc, CLD_HOW_EXTERNAL, callee);
}

/* A call of CN, a function of this unit (of the program, in WPA), whose
   result goes into DST: arguments become its parameters, its result
   ours.  Each argument goes into a node of this call, with a call edge
   to the parameter, and the result comes back through a node of this
   call, so that the exact search can pair the two (cld-context.c): a
   helper returning its argument returns, at each call, what that call
   passed.  */
static void
cld_build_call_body (gcall *call, cgraph_node *cn, location_t loc,
		     unsigned dst)
{
	cld_detect_call c = { cn->decl, cld_graph_g->fn, CLD_DETECT_NO_NODE,
			      cld_graph_g->args.length (), 0 };
	unsigned i, n = gimple_call_num_args (call);
	tree parm = DECL_ARGUMENTS (cn->decl);

	for (i = 0; i < n; i++) {
		tree arg = gimple_call_arg (call, i);
		cld_detect_call_arg a = { parm, CLD_DETECT_NO_NODE };

		if (!parm) {
			if (cld_graph_may_carry (arg))
				cld_flow_value (arg,
						cld_graph_varargs (cn->decl),
						loc);
			continue;
		}
		parm = DECL_CHAIN (parm);
		if (!cld_graph_may_carry (arg))
			continue;
		a.node = cld_graph_new_node ();
		cld_flow_value (arg, cld_exclude_guarded (arg, a.node, call),
				loc);
		cld_graph_add_kind_edge (a.node, cld_graph_node (a.parm),
					 CLD_EDGE_CALL);
		cld_graph_g->args.safe_push (a);
		c.n++;
	}
	if (dst == CLD_DETECT_NO_NODE)
		return;
	c.ret = cld_graph_new_node ();
	cld_graph_add_kind_edge (cld_graph_result (cn->decl), c.ret,
				 CLD_EDGE_RETURN);
	cld_graph_add_edge (c.ret, dst);
	cld_graph_g->calls.safe_push (c);
}

/* CALL passes on the "..." of the function being walked after its own
   arguments (__builtin_va_arg_pack): into CALLEE's "..." when it has a
   body here, into its handler argument when it is signal () & co
   called with only the signal number, else to code the compiler does
   not see.  */
static void
cld_build_va_arg_pack (gcall *call, tree callee, location_t loc)
{
	unsigned from = cld_graph_varargs (cld_graph_g->fn);
	cgraph_node *cn = cld_targets_body (callee);

	if (cn)
		cld_graph_add_edge (from, cld_graph_varargs (cn->decl));
	else if (callee && gimple_call_num_args (call) == 1
		 && cld_sigapi_registrar_p (callee))
		cld_graph_add_edge (from, cld_graph_sink (loc, CLD_HOW_CALL,
							  callee));
	else
		cld_graph_add_site (&cld_graph_g->escapes, from, loc,
				    callee ? CLD_HOW_EXTERNAL
				    : CLD_HOW_INDIRECT, callee);
}

static void
cld_build_call (gcall *call, location_t loc)
{
	tree lhs = gimple_call_lhs (call);
	unsigned dst = lhs && cld_graph_may_carry (lhs) ? cld_graph_ref (lhs)
		: CLD_DETECT_NO_NODE;
	unsigned i, n = gimple_call_num_args (call);
	tree callee, parm;
	cgraph_node *cn;

	if (gimple_call_internal_p (call)) {
		/* va_arg of this function's "..." (lowered only after IPA).  */
		if (gimple_call_internal_fn (call) == IFN_VA_ARG) {
			cld_graph_add_edge (cld_graph_varargs (cld_graph_g->fn),
					    dst);
			/* A va_list handed over by a caller ("vinstall (sig,
			   ap)"): what that caller's va_start put there.  */
			if (gimple_call_num_args (call) >= 1)
				cld_graph_add_edge
					(cld_build_va_list
					 (gimple_call_arg (call, 0)), dst);
		}
		return;
	}
	callee = gimple_call_fndecl (call);
	/* "f (a, __builtin_va_arg_pack ())" in an always_inline wrapper
	   (glibc's fortify style): the wrapper's "..." are passed on as
	   f's further arguments once it is inlined.  */
	if (gimple_call_va_arg_pack_p (call))
		cld_build_va_arg_pack (call, callee, loc);
	if (callee && n >= 2 && cld_sigapi_registrar_p (callee)) {
		tree h = gimple_call_arg (call, 1);

		cld_flow_value (h, cld_exclude_guarded
				(h, cld_graph_sink (loc, CLD_HOW_CALL, callee),
				 call), loc);
		if (dst != CLD_DETECT_NO_NODE)
			cld_graph_add_site (&cld_graph_g->unknowns, dst, loc,
					    CLD_HOW_PREVIOUS, callee);
		return;
	}
	cn = cld_targets_body (callee);
	if (cn) {
		cld_build_call_body (call, cn, loc, dst);
		return;
	}
	if (callee && fndecl_built_in_p (callee, BUILT_IN_NORMAL)) {
		cld_build_builtin (call, callee, loc, dst);
		return;
	}
	parm = gimple_call_fntype (call)
		? TYPE_ARG_TYPES (gimple_call_fntype (call)) : NULL_TREE;
	for (i = 0; i < n; i++) {
		tree arg = gimple_call_arg (call, i);
		tree type = parm ? TREE_VALUE (parm) : NULL_TREE;
		enum cld_detect_how how = CLD_HOW_INDIRECT;

		/* Where a function of another file takes a handler, the
		   thunks go in (cld-thunk.c).  */
		if (callee)
			how = cld_sigapi_installer_arg_p (type, arg)
				? CLD_HOW_INSTALLER : CLD_HOW_EXTERNAL;
		cld_flow_escape_arg (arg, type, loc, how, callee);
		if (parm)
			parm = TREE_CHAIN (parm);
	}
	if (dst != CLD_DETECT_NO_NODE)
		cld_graph_add_site (&cld_graph_g->unknowns, dst, loc,
				    callee ? CLD_HOW_EXTERNAL
				    : CLD_HOW_INDIRECT, callee);
}

/* Inline asm: the analysis does not read the template, so an address
   given to it escapes (an optimizer barrier "asm ("" : "+r" (p))" on a
   handler pointer), and what it writes is unknown.  */
static void
cld_build_asm (gasm *stmt, location_t loc)
{
	unsigned i;

	for (i = 0; i < gimple_asm_ninputs (stmt); i++)
		cld_flow_unfollowed (TREE_VALUE (gimple_asm_input_op (stmt, i)),
				     loc, CLD_HOW_ASM, NULL_TREE);
	for (i = 0; i < gimple_asm_noutputs (stmt); i++) {
		tree op = TREE_VALUE (gimple_asm_output_op (stmt, i));

		if (cld_graph_may_carry (op))
			cld_flow_unknown_result (cld_graph_ref (op), loc,
						 CLD_HOW_ASM, NULL_TREE);
	}
}

/* External code may call FNDECL, visible outside: its parameters and
   "..." are unknowns, its result escapes.  */
static void
cld_build_visible (tree fndecl)
{
	location_t floc = DECL_SOURCE_LOCATION (fndecl);
	tree parm, ret;

	for (parm = DECL_ARGUMENTS (fndecl); parm; parm = DECL_CHAIN (parm))
		cld_graph_add_site (&cld_graph_g->unknowns,
				    cld_graph_node (parm),
				    DECL_SOURCE_LOCATION (parm),
				    CLD_HOW_PARM, fndecl);
	cld_graph_add_site (&cld_graph_g->unknowns,
			    cld_graph_varargs (fndecl), floc,
			    CLD_HOW_PARM, fndecl);
	cld_graph_add_site (&cld_graph_g->escapes,
			    cld_graph_result (fndecl), floc,
			    CLD_HOW_RETURN, fndecl);
	/* A structure returned by value, or one pointed to.  */
	ret = TREE_TYPE (TREE_TYPE (fndecl));
	cld_graph_escape_type (POINTER_TYPE_P (ret) ? TREE_TYPE (ret) : ret,
			       floc);
}

/* The PHIs of BB; FLOC, the function's location, for their flows.  */
static void
cld_build_phis (basic_block bb, location_t floc)
{
	gphi_iterator pi;

	for (pi = gsi_start_phis (bb); !gsi_end_p (pi); gsi_next (&pi)) {
		gphi *phi = pi.phi ();
		unsigned dst, i;

		if (virtual_operand_p (gimple_phi_result (phi))
		    || !cld_graph_may_carry (gimple_phi_result (phi)))
			continue;
		dst = cld_graph_ref (gimple_phi_result (phi));
		for (i = 0; i < gimple_phi_num_args (phi); i++)
			cld_flow_value (gimple_phi_arg_def (phi, i), dst, floc);
	}
}

/* One statement of the function being walked, at LOC.  */
static void
cld_build_stmt (gimple *stmt, location_t loc)
{
	tree ret;

	if (is_gimple_assign (stmt))
		cld_build_assign (as_a <gassign *> (stmt), loc);
	else if (is_gimple_call (stmt))
		cld_build_call (as_a <gcall *> (stmt), loc);
	else if (gimple_code (stmt) == GIMPLE_ASM)
		cld_build_asm (as_a <gasm *> (stmt), loc);
	else if (gimple_code (stmt) == GIMPLE_RETURN) {
		ret = gimple_return_retval (as_a <greturn *> (stmt));
		if (ret && cld_graph_may_carry (ret))
			cld_flow_value (ret, cld_graph_result (cld_graph_g->fn),
					loc);
	}
}

/* Every statement of the body of NODE.  */
static void
cld_build_function (cgraph_node *node)
{
	tree fndecl = node->decl;
	function *fn = DECL_STRUCT_FUNCTION (fndecl);
	location_t floc = DECL_SOURCE_LOCATION (fndecl);
	basic_block bb;
	gimple_stmt_iterator si;
	bool pushed = false, own_dom = false;

	if (!fn || !fn->cfg)
		return;
	cld_graph_g->fn = fndecl;
	if (node->externally_visible)
		cld_build_visible (fndecl);
	/* In WPA the body may be another function's cfun: dominators are
	   computed on this one.  */
	if (cld_exclude_find_guards (fn)) {
		push_cfun (fn);
		own_dom = !dom_info_available_p (CDI_DOMINATORS);
		calculate_dominance_info (CDI_DOMINATORS);
		pushed = true;
	}
	FOR_EACH_BB_FN (bb, fn) {
		cld_build_phis (bb, floc);
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si)) {
			gimple *stmt = gsi_stmt (si);
			location_t loc = gimple_location (stmt);

			cld_build_stmt (stmt, loc != UNKNOWN_LOCATION ? loc
					: floc);
		}
	}
	if (pushed) {
		if (own_dom)
			free_dominance_info (CDI_DOMINATORS);
		pop_cfun ();
	}
	cld_graph_g->guards.truncate (0);
}

/* Every variable: its initializer, and a visible structure or union is
   external through its fields even where code only names the fields.  */
static void
cld_build_variables (void)
{
	varpool_node *vnode;

	FOR_EACH_VARIABLE (vnode) {
		tree init;

		if (cld_graph_var_visible (vnode->decl))
			cld_graph_node (vnode->decl);
		if (!vnode->definition || vnode->alias)
			continue;
		init = vnode->get_constructor ();
		if (init && init != error_mark_node)
			cld_flow_init (init, cld_graph_node (vnode->decl),
				       DECL_SOURCE_LOCATION (vnode->decl), 0);
	}
}

/* The graph of the whole unit (of the program, in WPA): every body with
   a CFG, then every initializer.  */
void
cld_build_unit (void)
{
	cgraph_node *node;

	FOR_EACH_DEFINED_FUNCTION (node)
		if (node->has_gimple_body_p ())
			cld_build_function (node);
	cld_graph_g->fn = NULL_TREE;
	cld_build_variables ();
}
