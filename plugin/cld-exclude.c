/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: guards such as "if (h != marker)".
 *
 * A function compared against before a registration (a marker such as
 * "not saved yet", SIG_DFL's stand-in) is not registered by the flows
 * such a comparison guards.  While a function is walked, its guards are
 * the conditions comparing a value with a function's address and the
 * block that runs only when they differ; a flow of that value in a block
 * the guard dominates goes through a node the compared function does not
 * pass.  Such functions are searched again on their own
 * (cld_solve_excluded in cld-solve.c).
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* What a compared or passed value was read from: the variable, field or
   memory behind an SSA temporary, so that "if (tab[s] != m)" guards a
   later "signal (s, tab[s])".  */
static unsigned
cld_exclude_key (tree x)
{
	unsigned depth;

	for (depth = 0; depth < 4; depth++) {
		gimple *def;

		x = cld_graph_strip (x);
		if (TREE_CODE (x) != SSA_NAME || SSA_NAME_IS_DEFAULT_DEF (x))
			break;
		def = SSA_NAME_DEF_STMT (x);
		if (!is_gimple_assign (def)
		    || !(gimple_assign_single_p (def)
			 || CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
			break;
		if (CONSTANT_CLASS_P (gimple_assign_rhs1 (def))
		    || TREE_CODE (gimple_assign_rhs1 (def)) == ADDR_EXPR)
			break;
		x = gimple_assign_rhs1 (def);
	}
	return cld_graph_shared_ref (x);
}

/* The guards of the function being walked: a condition comparing a
   value with a function's address, and the block that runs only when
   they differ.  Dominators are computed only when there is one.  */
bool
cld_exclude_find_guards (function *fn)
{
	basic_block bb;

	cld_graph_g->guards.truncate (0);
	FOR_EACH_BB_FN (bb, fn) {
		gimple_stmt_iterator gsi = gsi_last_bb (bb);
		gcond *cond;
		tree a, b, m = NULL_TREE, x = NULL_TREE;
		edge e, differ = NULL;
		edge_iterator ei;
		enum tree_code code;

		if (gsi_end_p (gsi)
		    || !(cond = dyn_cast <gcond *> (gsi_stmt (gsi))))
			continue;
		code = gimple_cond_code (cond);
		if (code != NE_EXPR && code != EQ_EXPR)
			continue;
		a = cld_graph_strip (gimple_cond_lhs (cond));
		b = cld_graph_strip (gimple_cond_rhs (cond));
		if (TREE_CODE (b) == ADDR_EXPR
		    && TREE_CODE (TREE_OPERAND (b, 0)) == FUNCTION_DECL)
			m = TREE_OPERAND (b, 0), x = a;
		else if (TREE_CODE (a) == ADDR_EXPR
			 && TREE_CODE (TREE_OPERAND (a, 0)) == FUNCTION_DECL)
			m = TREE_OPERAND (a, 0), x = b;
		if (!m || TREE_CODE (x) == ADDR_EXPR || CONSTANT_CLASS_P (x))
			continue;
		FOR_EACH_EDGE (e, ei, bb->succs)
			if (e->flags & (code == NE_EXPR ? EDGE_TRUE_VALUE
					: EDGE_FALSE_VALUE))
				differ = e;
		if (!differ || !single_pred_p (differ->dest))
			continue;
		cld_detect_guard g = { cld_exclude_key (x), m,
				       differ->dest };
		if (g.key != CLD_DETECT_NO_NODE)
			cld_graph_g->guards.safe_push (g);
	}
	return !cld_graph_g->guards.is_empty ();
}

/* OP flows into DST at STMT.  Where STMT runs only when the value OP was
   read from differs from &FN, put a node in between that FN does not
   pass (cld_solve_excluded).  */
unsigned
cld_exclude_guarded (tree op, unsigned dst, gimple *stmt)
{
	cld_detect_guard *g;
	unsigned i, key;

	if (cld_graph_g->guards.is_empty () || dst == CLD_DETECT_NO_NODE
	    || !op || !gimple_bb (stmt))
		return dst;
	key = cld_exclude_key (op);
	if (key == CLD_DETECT_NO_NODE)
		return dst;
	FOR_EACH_VEC_ELT (cld_graph_g->guards, i, g)
		if (g->key == key
		    && dominated_by_p (CDI_DOMINATORS, gimple_bb (stmt),
				       g->bb)) {
			unsigned mid = cld_graph_new_node ();
			cld_detect_exclusion x = { mid, g->fn };

			cld_graph_add_edge (mid, dst);
			cld_graph_g->exclusions.safe_push (x);
			cld_graph_g->excluded.add (g->fn);
			dst = mid;
		}
	return dst;
}
