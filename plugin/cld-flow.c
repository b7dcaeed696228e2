/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: how one value flows into a node.
 *
 * cld_flow_value is the one place that reads an operand: casts are looked
 * through (the kernel calls whatever address it is given), &fn records a
 * source, &object ties the object to memory, ?: and pointer-plus are
 * followed, an initializer goes member by member to the field nodes
 * (cld_flow_init), and a store into a registration record's handler field
 * there is a sink.  What the analysis does not follow (integer arithmetic
 * on an address, an asm operand, a built-in that moves values, a call to
 * code with no body here) escapes, and what comes out of it is unknown:
 * not "dropped", so a handler behind it still gets its cld at auto and a
 * registration of the result its verbose note.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* A node in front of DST for an address plus an offset at LOC.  What
   comes out is another address than the function that went in: the
   exact search stops there (a registration of "(char *) f + 4" does not
   register f).  It is not followed, like other arithmetic: what it
   registers is unknown there (verbose), and at auto what goes in
   escapes if it reaches a registration (cld_solve_auto).  */
unsigned
cld_flow_offset (unsigned dst, location_t loc)
{
	unsigned in, mid;

	if (dst == CLD_DETECT_NO_NODE)
		return dst;
	/* The address goes into IN, behind the offset node MID: the search
	   reaches MID, not what is behind it.  */
	in = cld_graph_new_node ();
	mid = cld_graph_new_node ();
	cld_graph_g->typed[mid] |= CLD_DETECT_OFFSET;
	cld_graph_add_edge (in, mid);
	cld_graph_add_edge (mid, dst);
	cld_graph_add_site (&cld_graph_g->unknowns, mid, loc, CLD_HOW_ARITH,
			    NULL_TREE);
	return in;
}

/* The value OP may flow into node DST.  Casts are looked through, so
   (void (*)(int)) of any function counts: the kernel calls whatever
   address it is given.  */
void
cld_flow_value (tree op, unsigned dst, location_t loc)
{
	bool cast;

	if (!op || dst == CLD_DETECT_NO_NODE)
		return;
	/* A conversion to a handler type is evidence (detect=auto) for
	   whatever is converted: put a node of that type in between.
	   GIMPLE drops most conversions between function pointers; the
	   types of the places the value flows into are looked at too.  */
	cast = cld_sigapi_handler_ptr_p (TREE_TYPE (op));
	if (cast && CONVERT_EXPR_P (op)
	    && TREE_CODE (cld_graph_strip (op)) != ADDR_EXPR) {
		unsigned mid = cld_graph_new_node ();

		cld_graph_g->typed[mid] |= CLD_DETECT_TYPED;
		cld_graph_add_edge (mid, dst);
		dst = mid;
	}
	op = cld_graph_strip (op);
	switch (TREE_CODE (op)) {
	case ADDR_EXPR:
		if (TREE_CODE (TREE_OPERAND (op, 0)) == FUNCTION_DECL) {
			cld_detect_source s = { TREE_OPERAND (op, 0), dst,
						EXPR_HAS_LOCATION (op)
						? EXPR_LOCATION (op) : loc,
						cast || cld_sigapi_handler_ptr_p
						(TREE_TYPE (op)) };

			cld_graph_g->sources.safe_push (s);
		} else {
			/* "vinstall (sig, ap)" hands over the va_list by
			   address (x86-64): its va_arg reads what is in it.  */
			if (cld_sigapi_va_list_object_p
			    (TREE_TYPE (TREE_OPERAND (op, 0))))
				cld_graph_add_edge (cld_graph_ref
						    (TREE_OPERAND (op, 0)),
						    dst);
			cld_graph_address_taken (TREE_OPERAND (op, 0), dst);
			cld_graph_add_escape_edge
				(cld_graph_contents
				 (TREE_TYPE (TREE_OPERAND (op, 0))), dst);
		}
		return;
	case COND_EXPR:
		cld_flow_value (TREE_OPERAND (op, 1), dst, loc);
		cld_flow_value (TREE_OPERAND (op, 2), dst, loc);
		return;
	case POINTER_PLUS_EXPR:
		cld_flow_value (TREE_OPERAND (op, 0),
				cld_flow_offset (dst, loc), loc);
		return;
	case COMPOUND_EXPR:
		cld_flow_value (TREE_OPERAND (op, 1), dst, loc);
		return;
	case CONSTRUCTOR:
		cld_flow_init (op, dst, loc, 0);
		return;
	default:
		cld_graph_add_edge (cld_graph_ref (op), dst);
		return;
	}
}

/* Can an object of TYPE hold an address anywhere in it?  Not what
   cld_graph_type_may_carry rules out, nor an aggregate of only that.  */
bool
cld_flow_type_may_carry (tree type)
{
	tree f;

	switch (TREE_CODE (type)) {
	case ARRAY_TYPE:
		return cld_flow_type_may_carry (TREE_TYPE (type));
	case RECORD_TYPE:
	case UNION_TYPE:
	case QUAL_UNION_TYPE:
		for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
			if (TREE_CODE (f) == FIELD_DECL
			    && cld_flow_type_may_carry (TREE_TYPE (f)))
				return true;
		return false;
	default:
		return cld_graph_type_may_carry (type);
	}
}

/* An initializer: INIT fills an object whose non-field contents are node
   DST.  Record members go to their field nodes, positional or designated
   (C gives every element its FIELD_DECL; count along TYPE_FIELDS when
   one does not): to the parts of the variable DST is, or is a part of
   (cld_graph_part_in).  */
void
cld_flow_init (tree init, unsigned dst, location_t loc,
	       int in_registration)
{
	unsigned HOST_WIDE_INT i;
	tree index, value, next;

	if (TREE_CODE (init) != CONSTRUCTOR) {
		cld_flow_value (init, dst, loc);
		return;
	}
	/* A table of numbers (Huffman codes of small records, say) adds
	   nothing to the graph: no flow, and none of its nodes could
	   carry one.  Skipped whole, not element by element.  */
	if (!cld_flow_type_may_carry (TREE_TYPE (init)))
		return;
	/* An array's elements all go to DST.  A constant (INTEGER_CST,
	   REAL_CST, STRING_CST...) cannot hold an address, which is an
	   ADDR_EXPR, whatever its type: a table of them (CRC, Huffman,
	   character classes), however long, adds nothing to the graph.
	   Fields go through a registration's sinks below, constants too.  */
	if (!RECORD_OR_UNION_TYPE_P (TREE_TYPE (init))) {
		FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (init), i, value)
			if (!CONSTANT_CLASS_P (value))
				cld_flow_init (value, dst, loc,
					       in_registration);
		return;
	}
	in_registration |= cld_sigapi_registration_record (TREE_TYPE (init));
	next = TYPE_FIELDS (TREE_TYPE (init));
	FOR_EACH_CONSTRUCTOR_ELT (CONSTRUCTOR_ELTS (init), i, index, value) {
		tree field = index;
		location_t vloc = EXPR_HAS_LOCATION (value)
			? EXPR_LOCATION (value) : loc;

		if (!field || TREE_CODE (field) != FIELD_DECL) {
			while (next && TREE_CODE (next) != FIELD_DECL)
				next = DECL_CHAIN (next);
			field = next;
		}
		if (!field)
			break;
		next = DECL_CHAIN (field);
		cld_flow_init (value, cld_graph_part_in (dst, field), vloc,
			       in_registration);
		if (TREE_CODE (value) != CONSTRUCTOR
		    && cld_sigapi_sink_field_p (field, in_registration))
			cld_flow_value (value, cld_graph_sink (vloc,
							       CLD_HOW_STORE,
							       field),
					vloc);
	}
}

/* Is T a reference to storage (a variable, a field, an element,
   memory)?  */
static bool
cld_flow_reference_p (tree t)
{
	return handled_component_p (t) || TREE_CODE (t) == MEM_REF
		|| TREE_CODE (t) == TARGET_MEM_REF || VAR_P (t)
		|| TREE_CODE (t) == PARM_DECL || TREE_CODE (t) == RESULT_DECL;
}

/* LHS = RHS at LOC, of an aggregate with parts: a copy of a structure
   (or an initializer in code, "x = {}").  Each part goes to the same
   part of the other object, once cld-points.c knows which objects the
   pointers involved reach; the rest of it (the elements of an array of
   handlers) as any value.  False for anything else, which the caller
   follows as a value: that takes the objects for every object of their
   type (cld_graph_ref).  */
bool
cld_flow_copy (tree lhs, tree rhs, location_t loc)
{
	cld_detect_copy c;

	if (!cld_graph_has_parts (TREE_TYPE (lhs)))
		return false;
	if (TREE_CODE (rhs) == CONSTRUCTOR) {
		/* GIMPLE keeps only empty ones (clobbers, "x = {}") in code:
		   nothing flows.  Elements go to the parts of a variable, not
		   through a pointer.  */
		if (!CONSTRUCTOR_NELTS (rhs))
			return true;
		cld_graph_root (lhs, &c.to);
		if (!c.to.obj)
			return false;
		cld_flow_init (rhs, cld_graph_place (lhs), loc, 0);
		return true;
	}
	if (!cld_flow_reference_p (rhs)
	    || TYPE_MAIN_VARIANT (TREE_TYPE (lhs))
	       != TYPE_MAIN_VARIANT (TREE_TYPE (rhs))
	    || cld_graph_punned (lhs) || cld_graph_punned (rhs))
		return false;
	cld_graph_root (lhs, &c.to);
	cld_graph_root (rhs, &c.from);
	c.type = TREE_TYPE (lhs);
	cld_graph_g->copies.safe_push (c);
	/* The parts hold what the aggregate can: the copy of the whole is
	   only what the other searches saw before objects were told apart
	   (and what a pun of either reads or writes, which blurs it).  */
	cld_graph_add_kind_edge (cld_graph_shared_ref (rhs),
				 cld_graph_shared_ref (lhs), CLD_EDGE_MERGE);
	return true;
}

/* ARG is passed to code the compiler cannot see.  */
void
cld_flow_escape_arg (tree arg, tree parm_type, location_t loc,
		     enum cld_detect_how how, tree callee)
{
	tree stripped = cld_graph_strip (arg);
	unsigned node;

	if (CONSTANT_CLASS_P (stripped))
		return;
	node = cld_graph_new_node ();
	/* The parameter's declared type: a conversion the call made.  */
	cld_graph_set_typed (node, parm_type);
	cld_graph_add_site (&cld_graph_g->escapes, node, loc, how, callee);
	cld_flow_value (arg, node, loc);
	if (TREE_CODE (stripped) == ADDR_EXPR)
		cld_graph_escape_type (TREE_TYPE (TREE_OPERAND (stripped, 0)),
				       loc);
	else if (POINTER_TYPE_P (TREE_TYPE (arg)))
		cld_graph_escape_type (TREE_TYPE (TREE_TYPE (arg)), loc);
	else	/* a structure by value */
		cld_graph_escape_type (TREE_TYPE (arg), loc);
}

/* The value OP goes where the analysis does not follow it (integer
   arithmetic on an address, a built-in that moves values, an asm
   operand): it counts as escaping, whatever code reads it back.  HOW
   and DECL say where, for reasons and notes.  */
void
cld_flow_unfollowed (tree op, location_t loc, enum cld_detect_how how,
		     tree decl)
{
	unsigned node;

	if (!op || !cld_graph_may_carry (op)
	    || CONSTANT_CLASS_P (cld_graph_strip (op)))
		return;
	node = cld_graph_new_node ();
	cld_graph_add_site (&cld_graph_g->escapes, node, loc, how, decl);
	cld_flow_value (op, node, loc);
}

/* What comes out of such an operation into DST is not known.  */
void
cld_flow_unknown_result (unsigned dst, location_t loc,
			 enum cld_detect_how how, tree decl)
{
	if (dst != CLD_DETECT_NO_NODE)
		cld_graph_add_site (&cld_graph_g->unknowns, dst, loc, how,
				    decl);
}
