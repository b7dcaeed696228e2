/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: can this unit have a handler to find?
 *
 * The flow graph (cld-build.c) costs a few hundred instructions a node,
 * and on ordinary code -- a table of callbacks, a qsort comparator --
 * it is built only to find nothing.  What the graph can mark is narrow
 * (cld-solve.c): at exact, a function whose address reaches a
 * registration, which is a call of signal () & co or a store into a
 * registration record (struct sigaction, struct sigvec); at auto, one
 * whose address escapes and that has a handler's signature, or that
 * flows through a place of a handler pointer type (or a union holding
 * one).  Every one of those needs, somewhere in the unit, a registrar
 * called, an address-taken function shaped like a handler, or a tree
 * whose type is or reaches (through pointers, fields, elements,
 * parameters and results) a handler pointer, a handler union or a
 * registration record.  This file looks for those, and nothing else:
 * one walk over the statements' operands and one search of the types
 * they reach, no nodes, no edges.  When it finds none the graph would
 * mark nothing and say nothing (what it says unasked is about
 * registrations), and is not built.
 *
 * Over-approximating is the rule here: any mention of such a type --
 * an unused struct sigaction local, a handler pointer parameter --
 * sends the unit to the graph, which decides.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* The types met most often (int, a pointer to the unit's main
   structure) are asked for at almost every operand: a direct-mapped
   memory of the last ones searched answers before the hash set.  */
#define CLD_PRESCAN_RECENT 64

struct cld_prescan {
	hash_set<tree> seen;	/* types already searched */
	auto_vec<tree> stack;
	tree recent[CLD_PRESCAN_RECENT];

	cld_prescan () : recent () {}
};

/* A number, void: neither one of the types below nor made of one.  */
static bool
cld_prescan_scalar_p (tree type)
{
	return INTEGRAL_TYPE_P (type) || SCALAR_FLOAT_TYPE_P (type)
		|| VOID_TYPE_P (type);
}

/* Push TYPE on the search unless searched already.  */
static void
cld_prescan_push (cld_prescan *p, tree type)
{
	if (type && !cld_prescan_scalar_p (type) && !p->seen.add (type))
		p->stack.safe_push (type);
}

/* Is TYPE itself one the graph reacts to?  */
static bool
cld_prescan_type_p (tree type)
{
	return cld_sigapi_handler_ptr_p (type)
		|| cld_sigapi_handler_union_p (type)
		|| cld_sigapi_registration_record (type);
}

/* Does TYPE reach a type the graph reacts to?  Each type is searched
   once per unit (SEEN): a negative answer holds for every later root,
   as their search would have met this type's part again.  */
static bool
cld_prescan_search (cld_prescan *p, tree type)
{
	cld_prescan_push (p, type);
	while (!p->stack.is_empty ()) {
		tree t = p->stack.pop (), f, a;

		if (cld_prescan_type_p (t))
			return true;
		switch (TREE_CODE (t)) {
		case POINTER_TYPE:
		case REFERENCE_TYPE:
		case OFFSET_TYPE:
		case ARRAY_TYPE:
		case VECTOR_TYPE:
		case COMPLEX_TYPE:
			cld_prescan_push (p, TREE_TYPE (t));
			break;
		case RECORD_TYPE:
		case UNION_TYPE:
		case QUAL_UNION_TYPE:
			for (f = TYPE_FIELDS (t); f; f = DECL_CHAIN (f))
				if (TREE_CODE (f) == FIELD_DECL)
					cld_prescan_push (p, TREE_TYPE (f));
			break;
		case FUNCTION_TYPE:
		case METHOD_TYPE:
			cld_prescan_push (p, TREE_TYPE (t));
			for (a = TYPE_ARG_TYPES (t); a; a = TREE_CHAIN (a))
				cld_prescan_push (p, TREE_VALUE (a));
			break;
		default:
			break;
		}
	}
	return false;
}

/* The same, answering the common cases (a number, a type just asked
   for) without a call.  */
static inline bool
cld_prescan_type (cld_prescan *p, tree type)
{
	tree *slot;

	if (!type || cld_prescan_scalar_p (type))
		return false;
	slot = &p->recent[((uintptr_t) type >> 4) % CLD_PRESCAN_RECENT];
	if (*slot == type)
		return false;
	*slot = type;
	return cld_prescan_search (p, type);
}

/* A declaration or a constant: nothing for cld_prescan_expr.  */
static inline bool
cld_prescan_leaf_p (tree x)
{
	return !x || DECL_P (x) || CONSTANT_CLASS_P (x);
}

/* The types of expression X and of every object it is made from (the
   memory a pointer points at, what an address or a conversion is of).
   Not a declaration's: every variable, parameter and local is searched
   with its declaration (cld_prescan_decls, cld_prescan_unit), and GIMPLE
   operands are mostly declarations and constants, which hold no
   address.  Nor a field's or an element's, which the search of the
   record or array they are in meets.  */
static bool
cld_prescan_expr (cld_prescan *p, tree x)
{
	int i;

	for (; !cld_prescan_leaf_p (x); x = TREE_OPERAND (x, 0)) {
		switch (TREE_CODE (x)) {
		case COMPONENT_REF:
		case ARRAY_REF:
		case ARRAY_RANGE_REF:
		case BIT_FIELD_REF:
		case REALPART_EXPR:
		case IMAGPART_EXPR:
			/* Their other operands are GIMPLE values.  */
			continue;
		case MEM_REF:	/* of a type its pointer need not have */
		case ADDR_EXPR:
		case VIEW_CONVERT_EXPR:
			if (cld_prescan_type (p, TREE_TYPE (x)))
				return true;
			continue;
		case SSA_NAME:
			return cld_prescan_type (p, TREE_TYPE (x));
		case TREE_LIST:			/* asm operands */
			for (; x; x = TREE_CHAIN (x))
				if (cld_prescan_expr (p, TREE_VALUE (x)))
					return true;
			return false;
		case CONSTRUCTOR: {
			unsigned HOST_WIDE_INT k;
			tree v;

			if (cld_prescan_type (p, TREE_TYPE (x)))
				return true;
			/* A table of numbers: no element holds an
			   address.  */
			if (!cld_flow_type_may_carry (TREE_TYPE (x)))
				return false;
			FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (x), k, v)
				if (!cld_prescan_leaf_p (v)
				    && cld_prescan_expr (p, v))
					return true;
			return false;
		}
		default:
			break;
		}
		if (cld_prescan_type (p, TREE_TYPE (x)))
			return true;
		if (!EXPR_P (x) || TREE_OPERAND_LENGTH (x) == 0)
			return false;
		/* The operands but the first; the first by the loop.  */
		for (i = 1; i < TREE_OPERAND_LENGTH (x); i++)
			if (!cld_prescan_leaf_p (TREE_OPERAND (x, i))
			    && cld_prescan_expr (p, TREE_OPERAND (x, i)))
				return true;
	}
	return false;
}

/* The declarations of FNDECL: its type, parameters (a K&R definition's
   are not in its type), result and locals.  */
static bool
cld_prescan_decls (cld_prescan *p, tree fndecl, function *fn)
{
	tree d;
	unsigned i;

	if (cld_prescan_type (p, TREE_TYPE (fndecl)))
		return true;
	for (d = DECL_ARGUMENTS (fndecl); d; d = DECL_CHAIN (d))
		if (cld_prescan_type (p, TREE_TYPE (d)))
			return true;
	FOR_EACH_LOCAL_DECL (fn, i, d)
		if (cld_prescan_type (p, TREE_TYPE (d)))
			return true;
	return false;
}

/* Every statement of FN: the types of its operands, the type of each
   call, and whether it calls a registrar.  */
static bool
cld_prescan_body (cld_prescan *p, function *fn)
{
	basic_block bb;
	gimple_stmt_iterator si;
	gimple *phi;
	unsigned i;

	FOR_EACH_BB_FN (bb, fn) {
		for (phi = phi_nodes (bb); phi; phi = phi->next)
			if (cld_prescan_type
			    (p, TREE_TYPE (gimple_phi_result (phi))))
				return true;
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si)) {
			gimple *stmt = gsi_stmt (si);
			tree *ops = gimple_ops (stmt);
			unsigned n = gimple_num_ops (stmt);
			unsigned callee_op = n;		/* none */

			if (gcall *call = dyn_cast <gcall *> (stmt)) {
				tree callee = gimple_call_fndecl (call);

				if (callee && cld_sigapi_registrar_p (callee))
					return true;
				if (cld_prescan_type
				    (p, gimple_call_fntype (call)))
					return true;
				callee_op = 1;
			}
			/* Not a call's own address (operand 1), which
			   is no value: every call of a void (int) function
			   would count.  Not an SSA name used as an operand:
			   its type is searched where it is defined (as
			   operand 0 here, a PHI's result above, an asm's
			   output, or the declaration of a default
			   definition's variable).  */
			for (i = 0; i < n; i++) {
				tree op = ops[i];

				if (cld_prescan_leaf_p (op) || i == callee_op
				    || (i != 0 && TREE_CODE (op) == SSA_NAME))
					continue;
				if (cld_prescan_expr (p, op))
					return true;
			}
		}
	}
	return false;
}

/* Can the graph of this unit mark a function, or have a registration
   to say something about?  */
bool
cld_prescan_unit (void)
{
	cld_prescan p;
	cgraph_node *node;
	varpool_node *vnode;

	FOR_EACH_FUNCTION (node)
		if (node->address_taken
		    && cld_targets_handler_shaped_p (node->decl))
			return true;
	FOR_EACH_DEFINED_FUNCTION (node) {
		function *fn = DECL_STRUCT_FUNCTION (node->decl);

		if (!node->has_gimple_body_p () || !fn || !fn->cfg)
			continue;
		if (cld_prescan_decls (&p, node->decl, fn)
		    || cld_prescan_body (&p, fn))
			return true;
	}
	FOR_EACH_VARIABLE (vnode) {
		tree init;

		if (cld_prescan_type (&p, TREE_TYPE (vnode->decl)))
			return true;
		if (!vnode->definition || vnode->alias)
			continue;
		init = vnode->get_constructor ();
		if (init && init != error_mark_node
		    && cld_prescan_expr (&p, init))
			return true;
	}
	return false;
}
