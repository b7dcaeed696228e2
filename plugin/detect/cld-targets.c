/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: what runs when an address is called.
 *
 * An alias has no code: the function it names does.  An ifunc is an
 * alias of its resolver, but the kernel never enters the resolver; it
 * enters whatever implementation the resolver returned.  So a registered
 * (or escaping) address is resolved to every function with a body that
 * it can stand for: the alias chain walked by hand (ultimate_alias_target
 * would stop at the resolver), and for an ifunc the addresses in the
 * resolver's return statements.  An address the resolver loads from a
 * global or gets from a call is not followed (doc/cld.texi, "Finding
 * handlers nobody marked").
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

#define CLD_TARGETS_MAX_IFUNC_DEPTH 8
/* Longer alias chains are not written by hand; a cycle ends here.  */
#define CLD_TARGETS_MAX_ALIAS_CHAIN 64

static void cld_targets_1 (tree fn, vec<cgraph_node *> *out,
			   unsigned depth);

/* The values assignment DEF may give its left-hand side: its operand,
   or both arms of a ?:.  */
static void
cld_targets_push_rhs (gimple *def, vec<tree> *work)
{
	work->safe_push (gimple_assign_rhs1 (def));
	if (gimple_assign_rhs_code (def) == COND_EXPR) {
		work->safe_push (gimple_assign_rhs2 (def));
		work->safe_push (gimple_assign_rhs3 (def));
	}
}

/* The values of the return statements of FN.  */
static void
cld_targets_push_returns (function *fn, vec<tree> *work)
{
	basic_block bb;
	gimple_stmt_iterator si;

	FOR_EACH_BB_FN (bb, fn)
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si)) {
			greturn *ret = dyn_cast <greturn *> (gsi_stmt (si));

			if (ret && gimple_return_retval (ret))
				work->safe_push (gimple_return_retval (ret));
		}
}

/* What SSA name V may hold: the arguments of the PHI or the operands of
   the assignment that defines it, and its variable.  */
static void
cld_targets_push_ssa (tree v, vec<tree> *work)
{
	gimple *def = SSA_NAME_DEF_STMT (v);
	unsigned i;

	if (gphi *phi = dyn_cast <gphi *> (def)) {
		for (i = 0; i < gimple_phi_num_args (phi); i++)
			work->safe_push (gimple_phi_arg_def (phi, i));
	} else if (is_gimple_assign (def))
		cld_targets_push_rhs (def, work);
	if (SSA_NAME_VAR (v) && !SSA_NAME_IS_DEFAULT_DEF (v))
		work->safe_push (SSA_NAME_VAR (v));
}

/* A local V of FN before SSA: every value assigned to it.  */
static void
cld_targets_push_local (function *fn, tree v, vec<tree> *work)
{
	basic_block bb;
	gimple_stmt_iterator si;

	FOR_EACH_BB_FN (bb, fn)
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si)) {
			gimple *st = gsi_stmt (si);

			if (is_gimple_assign (st)
			    && gimple_assign_lhs (st) == v)
				cld_targets_push_rhs (st, work);
		}
}

/* Every function RESOLVER (an ifunc resolver) can return: the addresses
   in its return statements, through conversions, ?:, PHIs, SSA copies
   and the local variables it assigns.  An address it loads from a global
   or gets from a call is not followed (say so in doc/cld.texi).  */
static void
cld_targets_resolver_returns (cgraph_node *resolver, vec<cgraph_node *> *out,
			      unsigned depth)
{
	function *fn;
	auto_vec<tree> work;
	hash_set<tree> seen;

	if (in_lto_p)
		resolver->get_untransformed_body ();
	fn = DECL_STRUCT_FUNCTION (resolver->decl);
	if (!fn || !fn->cfg)
		return;
	cld_targets_push_returns (fn, &work);
	while (!work.is_empty ()) {
		tree v = cld_graph_strip (work.pop ());

		switch (TREE_CODE (v)) {
		case ADDR_EXPR:
			if (TREE_CODE (TREE_OPERAND (v, 0)) == FUNCTION_DECL)
				cld_targets_1 (TREE_OPERAND (v, 0), out,
					       depth + 1);
			break;
		case COND_EXPR:
			work.safe_push (TREE_OPERAND (v, 1));
			work.safe_push (TREE_OPERAND (v, 2));
			break;
		case SSA_NAME:
			if (!seen.add (v))
				cld_targets_push_ssa (v, &work);
			break;
		case VAR_DECL:
		case RESULT_DECL:
			if (!is_global_var (v) && !seen.add (v))
				cld_targets_push_local (fn, v, &work);
			break;
		default:
			break;
		}
	}
}

/* The function alias CN names, or NULL where there is none to follow: a
   weakref whose target is undefined (or not in the symbol table) has no
   alias reference, and get_alias_target would dereference a null one.
   GCC's own walk (ultimate_alias_target) follows only analyzed aliases
   for the same reason.  */
static cgraph_node *
cld_targets_alias_target (cgraph_node *cn)
{
	ipa_ref *ref = NULL;

	if (!cn->alias || !cn->analyzed)
		return NULL;
	cn->iterate_reference (0, ref);
	if (!ref || ref->use != IPA_REF_ALIAS)
		return NULL;
	return dyn_cast <cgraph_node *> (ref->referred);
}

static void
cld_targets_1 (tree fn, vec<cgraph_node *> *out, unsigned depth)
{
	cgraph_node *cn = cgraph_node::get (fn);
	unsigned steps = 0;

	if (depth > CLD_TARGETS_MAX_IFUNC_DEPTH)
		return;
	/* Walk the alias chain by hand: an ifunc is an alias of its
	   resolver, and ultimate_alias_target would stop at the resolver,
	   which the kernel never enters.  */
	while (cn && cn->alias && steps++ < CLD_TARGETS_MAX_ALIAS_CHAIN) {
		if (lookup_attribute ("ifunc", DECL_ATTRIBUTES (cn->decl))) {
			cgraph_node *r = cld_targets_alias_target (cn);

			if (r)
				r = r->ultimate_alias_target ();
			if (r && r->has_gimple_body_p ())
				cld_targets_resolver_returns (r, out, depth);
			return;
		}
		cn = cld_targets_alias_target (cn);
	}
	if (cn && cn->has_gimple_body_p () && !out->contains (cn))
		out->safe_push (cn);
}

/* The function with a body here that a call of FN runs, through
   aliases, or NULL: FN is another file's (or a built-in).  */
cgraph_node *
cld_targets_body (tree fn)
{
	cgraph_node *cn = fn ? cgraph_node::get (fn) : NULL;

	if (cn)
		cn = cn->ultimate_alias_target ();
	return cn && cn->has_gimple_body_p () ? cn : NULL;
}

/* The functions with a body to protect that run when FN's address is
   called: FN itself, the function an alias names, or every
   implementation an ifunc's resolver can return.  Empty when none is in
   what this compilation sees.  */
void
cld_targets_of (tree fn, vec<cgraph_node *> *out)
{
	cld_targets_1 (fn, out, 0);
}

/* Is FN, or what runs when its address is called, shaped like a
   handler: a handler's signature, or a K&R definition that may be
   called as one?  Only such a function can be found at auto without a
   conversion to a handler type on the way.  */
bool
cld_targets_handler_shaped_p (tree fn)
{
	auto_vec<cgraph_node *, 4> targets;
	cgraph_node *t;
	unsigned i;

	if (cld_sigapi_handler_type_p (fn))
		return true;
	cld_targets_of (fn, &targets);
	FOR_EACH_VEC_ELT (targets, i, t)
		if (cld_sigapi_handler_type_p (t->decl)
		    || cld_sigapi_knr_handler_p (t->decl))
			return true;
	return false;
}
