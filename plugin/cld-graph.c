/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the flow graph of handler detection: its nodes and edges.
 *
 * Nodes are places a function address can sit in -- SSA names,
 * variables, parameters, return values, "..." of a varargs function, and
 * fields (one node per FIELD_DECL, whatever object it belongs to; one per
 * union type for all its members, since a handler stored through .plain
 * is installed through .info) -- plus memory reached through pointers the
 * analysis does not follow, one node per function-pointer type accessed
 * there (a registration reading a void (**)(int) sees what was stored as
 * that type, not every function stored through any pointer) and one for
 * everything else.  Edges say "a value may flow from here to there"; each
 * statement and initializer adds O(1) of them per operand (cld-build.c,
 * cld-flow.c).  Escape-only edges carry the fields of an object to
 * wherever a pointer to it goes (a static table handed out).
 *
 * A node is made on first use, and a place external code can see is
 * marked external when it is made: an externally visible variable, every
 * field of its type, memory behind pointers.  There is one graph at a
 * time (cld_graph_g), built and solved in one run of the pass.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

cld_detect_graph *cld_graph_g;

/* A new node, of no handler type yet.  */
unsigned
cld_graph_new_node (void)
{
	cld_graph_g->typed.safe_push (0);
	return cld_graph_g->n_nodes++;
}

/* NODE is a place of TYPE: note whether that is a handler's.  */
void
cld_graph_set_typed (unsigned node, tree type)
{
	if (cld_sigapi_handler_ptr_p (type)
	    || cld_sigapi_handler_union_p (type))
		cld_graph_g->typed[node] |= CLD_DETECT_TYPED;
}

/* A value may flow from node FROM to node TO.  */
void
cld_graph_add_edge (unsigned from, unsigned to)
{
	cld_detect_edge e = { from, to };

	if (from != CLD_DETECT_NO_NODE && to != CLD_DETECT_NO_NODE
	    && from != to)
		cld_graph_g->edges.safe_push (e);
}

/* Only for the escape search: FROM escapes with TO.  */
void
cld_graph_add_escape_edge (unsigned from, unsigned to)
{
	cld_detect_edge e = { from, to };

	if (from != CLD_DETECT_NO_NODE && to != CLD_DETECT_NO_NODE
	    && from != to)
		cld_graph_g->escape_edges.safe_push (e);
}

/* A sink, escape or unknown (by V) at NODE.  */
void
cld_graph_add_site (vec<cld_detect_site> *v, unsigned node, location_t loc,
		    enum cld_detect_how how, tree decl)
{
	cld_detect_site s = { node, loc, how, decl };

	v->safe_push (s);
}

/* Both directions: external code may read and write it.  */
void
cld_graph_external (unsigned node, location_t loc, enum cld_detect_how how,
		    tree decl)
{
	cld_graph_add_site (&cld_graph_g->escapes, node, loc, how, decl);
	cld_graph_add_site (&cld_graph_g->unknowns, node, loc, how, decl);
}

/* Can code this compilation does not see read or write VAR?  */
bool
cld_graph_var_visible (tree var)
{
	varpool_node *vn;

	if (!is_global_var (var) || !(TREE_PUBLIC (var) || DECL_EXTERNAL (var)))
		return false;
	vn = varpool_node::get (var);
	return !vn || !vn->definition || vn->externally_visible
		|| DECL_EXTERNAL (var);
}

/* The node of an SSA name, declaration or field, made on first use.  */
unsigned
cld_graph_node (tree key)
{
	bool existed;
	unsigned *slot = &cld_graph_g->nodes.get_or_insert (key, &existed);
	unsigned node;

	if (existed)
		return *slot;
	node = *slot = cld_graph_new_node ();
	cld_graph_set_typed (node, TYPE_P (key) ? key : TREE_TYPE (key));
	if (VAR_P (key) && cld_graph_var_visible (key)) {
		cld_graph_external (node, DECL_SOURCE_LOCATION (key),
				    CLD_HOW_GLOBAL, key);
		/* Other files read the fields of a visible table too.  */
		cld_graph_escape_type (TREE_TYPE (key),
				       DECL_SOURCE_LOCATION (key));
	}
	return node;
}

/* The node of a field.  A union has one node for all its members
   (keyed by its type, as fields are by FIELD_DECL): a handler stored
   through .plain is installed through .info.  */
unsigned
cld_graph_field (tree field)
{
	tree ctx = DECL_CONTEXT (field);

	if (ctx && (TREE_CODE (ctx) == UNION_TYPE
		    || TREE_CODE (ctx) == QUAL_UNION_TYPE))
		return cld_graph_node (TYPE_MAIN_VARIANT (ctx));
	return cld_graph_node (field);
}

/* Memory behind pointers, one node per type of what is accessed there:
   a handler read through a void (**)(int) comes from stores of that
   type, not from every function stored through any pointer.  Function
   pointers by their canonical type; everything else (void *, integers,
   aggregates) shares one node.  External code reads and writes it all.  */
static unsigned
cld_graph_memory (tree type)
{
	tree key = NULL_TREE;
	bool existed;
	unsigned *slot, node;

	if (type && FUNCTION_POINTER_TYPE_P (type)) {
		key = TYPE_MAIN_VARIANT (type);
		if (TYPE_CANONICAL (key))
			key = TYPE_CANONICAL (key);
	}
	if (!key)
		return CLD_DETECT_MEMORY;
	slot = &cld_graph_g->memory.get_or_insert (key, &existed);
	if (existed)
		return *slot;
	node = *slot = cld_graph_new_node ();
	cld_graph_set_typed (node, key);
	if (!(cld_graph_g->typed[node] & CLD_DETECT_TYPED))
		cld_graph_g->typed[node] |= CLD_DETECT_UNTYPED_MEMORY;
	cld_graph_external (node, UNKNOWN_LOCATION, CLD_HOW_MEMORY,
			    NULL_TREE);
	return node;
}

/* The memory node for the elements of an object of TYPE.  */
unsigned
cld_graph_memory_of (tree type)
{
	while (type && TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	return cld_graph_memory (type);
}

/* One node standing for every field of record TYPE (and of the records
   nested in it): where a pointer to such an object goes, what its fields
   hold can be read.  Built once per type; escape search only.  */
unsigned
cld_graph_contents (tree type)
{
	bool existed;
	unsigned *slot, node;
	tree f;

	while (type && TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	if (!type || !RECORD_OR_UNION_TYPE_P (type))
		return CLD_DETECT_NO_NODE;
	type = TYPE_MAIN_VARIANT (type);
	slot = &cld_graph_g->contents.get_or_insert (type, &existed);
	if (existed)
		return *slot;
	node = *slot = cld_graph_new_node ();
	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f)) {
		if (TREE_CODE (f) != FIELD_DECL)
			continue;
		cld_graph_add_escape_edge (cld_graph_field (f), node);
		cld_graph_add_escape_edge (cld_graph_contents (TREE_TYPE (f)),
					   node);
	}
	return node;
}

/* The node of FNDECL in MAP, made on first use.  */
static unsigned
cld_graph_keyed (hash_map<tree, unsigned> *map, tree fndecl)
{
	bool existed;
	unsigned *slot = &map->get_or_insert (fndecl, &existed);

	if (!existed)
		*slot = cld_graph_new_node ();
	return *slot;
}

/* The node of what FNDECL returns.  */
unsigned
cld_graph_result (tree fndecl)
{
	bool fresh = !cld_graph_g->results.get (fndecl);
	unsigned node = cld_graph_keyed (&cld_graph_g->results, fndecl);

	if (fresh)
		cld_graph_set_typed (node, TREE_TYPE (TREE_TYPE (fndecl)));
	return node;
}

/* The node of what is passed as the "..." of FNDECL.  */
unsigned
cld_graph_varargs (tree fndecl)
{
	return cld_graph_keyed (&cld_graph_g->varargs, fndecl);
}

/* The node a memory reference or register reads or writes: fields by
   FIELD_DECL, array elements as their array, *&x as x, anything else
   behind a pointer as "memory".  */
unsigned
cld_graph_ref (tree t)
{
	for (;;) {
		switch (TREE_CODE (t)) {
		case SSA_NAME:
			/* A parameter's incoming value is the parameter.  */
			if (SSA_NAME_IS_DEFAULT_DEF (t) && SSA_NAME_VAR (t)
			    && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL)
				return cld_graph_node (SSA_NAME_VAR (t));
			return cld_graph_node (t);
		case VAR_DECL:
		case PARM_DECL:
		case RESULT_DECL:
			return cld_graph_node (t);
		case COMPONENT_REF:
			return cld_graph_field (TREE_OPERAND (t, 1));
		case ARRAY_REF:
		case ARRAY_RANGE_REF:
		case REALPART_EXPR:
		case IMAGPART_EXPR:
		case BIT_FIELD_REF:
		case VIEW_CONVERT_EXPR:
			t = TREE_OPERAND (t, 0);
			continue;
		case MEM_REF:
		case TARGET_MEM_REF:
			if (TREE_CODE (TREE_OPERAND (t, 0)) == ADDR_EXPR) {
				t = TREE_OPERAND (TREE_OPERAND (t, 0), 0);
				continue;
			}
			return cld_graph_memory (TREE_TYPE (t));
		default:
			return CLD_DETECT_NO_NODE;
		}
	}
}

/* &x: what is stored through the pointer lands in x (or its field), and
   what is loaded through it comes from there.  */
void
cld_graph_address_taken (tree t)
{
	for (; t; t = TREE_OPERAND (t, 0)) {
		if (TREE_CODE (t) == COMPONENT_REF
		    && !cld_graph_g->addressed.add (TREE_OPERAND (t, 1))) {
			unsigned n = cld_graph_field (TREE_OPERAND (t, 1));
			unsigned m = cld_graph_memory_of (TREE_TYPE (t));

			cld_graph_add_edge (n, m);
			cld_graph_add_edge (m, n);
		}
		if (!handled_component_p (t))
			break;
	}
	if (t && (VAR_P (t) || TREE_CODE (t) == PARM_DECL
		  || TREE_CODE (t) == RESULT_DECL)
	    && !cld_graph_g->addressed.add (t)) {
		unsigned n = cld_graph_node (t);
		unsigned m = cld_graph_memory_of (TREE_TYPE (t));

		cld_graph_add_edge (n, m);
		cld_graph_add_edge (m, n);
	}
}

/* OP without the conversions around it.  */
tree
cld_graph_strip (tree op)
{
	while (CONVERT_EXPR_P (op) || TREE_CODE (op) == VIEW_CONVERT_EXPR
	       || TREE_CODE (op) == NON_LVALUE_EXPR)
		op = TREE_OPERAND (op, 0);
	return op;
}

/* Whether the value T can carry a function's address.  Integers
   narrower than a pointer and floating-point values cannot, and they are
   most of what a program computes: skipping them before any lookup keeps
   the graph, and the pass's time, to the values that matter.  Pointers,
   pointer-wide integers (uintptr_t) and aggregates are followed.  */
bool
cld_graph_may_carry (tree t)
{
	tree type = TREE_TYPE (t);

	if (!type)
		return true;
	if (INTEGRAL_TYPE_P (type))
		return TYPE_PRECISION (type) >= TYPE_PRECISION (ptr_type_node);
	return !SCALAR_FLOAT_TYPE_P (type) && TREE_CODE (type) != COMPLEX_TYPE;
}

/* A new node that is a registration, at LOC.  */
unsigned
cld_graph_sink (location_t loc, enum cld_detect_how how, tree decl)
{
	unsigned node = cld_graph_new_node ();

	cld_graph_add_site (&cld_graph_g->sinks, node, loc, how, decl);
	return node;
}

/* External code got hold of an object of TYPE: it may read and write
   every field of it (and of the aggregates nested in it).  Each type is
   done once, so this stays linear.  */
void
cld_graph_escape_type (tree type, location_t loc)
{
	tree field;

	while (TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	if (!RECORD_OR_UNION_TYPE_P (type))
		return;
	type = TYPE_MAIN_VARIANT (type);
	if (cld_graph_g->escaped_types.add (type))
		return;
	for (field = TYPE_FIELDS (type); field; field = DECL_CHAIN (field)) {
		if (TREE_CODE (field) != FIELD_DECL)
			continue;
		cld_graph_external (cld_graph_field (field), loc,
				    CLD_HOW_FIELD, field);
		cld_graph_escape_type (TREE_TYPE (field), loc);
	}
}

/* A new graph with its first node, CLD_DETECT_MEMORY: memory of no
   function-pointer type, which external code reads and writes.  */
void
cld_graph_create (void)
{
	cld_graph_g = new cld_detect_graph ();
	cld_graph_g->n_nodes = 0;
	cld_graph_g->n_marked = 0;
	cld_graph_new_node ();
	cld_graph_g->typed[CLD_DETECT_MEMORY] = CLD_DETECT_UNTYPED_MEMORY;
	cld_graph_external (CLD_DETECT_MEMORY, UNKNOWN_LOCATION,
			    CLD_HOW_MEMORY, NULL_TREE);
}

void
cld_graph_destroy (void)
{
	delete cld_graph_g;
	cld_graph_g = NULL;
}
