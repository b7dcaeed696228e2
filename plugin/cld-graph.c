/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the flow graph of handler detection: its nodes and edges.
 *
 * Nodes are places a function address can sit in -- SSA names,
 * variables, parameters, return values, "..." of a varargs function, and
 * fields (one node per FIELD_DECL, whatever object it belongs to; one
 * per union type for all its handler-pointer members, since a handler
 * stored through .plain is installed through .info) -- plus memory
 * reached through pointers the analysis does not follow, one node per
 * function-pointer type accessed there (a registration reading a
 * void (**)(int) sees what was stored as that type, not every function
 * stored through any pointer) and one for everything else.  Edges say
 * "a value may flow from here to there"; each statement and initializer
 * adds O(1) of them per operand (cld-build.c, cld-flow.c).  Escape-only
 * edges carry the fields of an object to wherever a pointer to it goes
 * (a static table handed out).  Call and return edges, and the nodes of
 * each call, let the exact search pair what goes into a function with
 * what comes out of the same call (cld-context.c).
 *
 * A field shared by every object of a type would make a command table's
 * functions handlers because a signal table of the same structure is
 * registered.  So a field of a named variable, reached by name, is a
 * part of that variable alone (cld_graph_part), and storage reached
 * through a pointer is an access node of that pointer (cld_graph_access):
 * cld-points.c later ties each access to the one object its pointer
 * reaches, or to the field or memory of every object of the type.  Merge
 * edges tie a part or an access to the field or memory it stands for:
 * every search but exact's sees the graph as it would be without them,
 * and exact too where an object can be reached through pointers to
 * others (cld-points.c makes those edges flow edges).
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

/* NODE is a place of TYPE: note whether that is a handler's, or a
   prototyped function pointer of another type (and which).  */
void
cld_graph_set_typed (unsigned node, tree type)
{
	if (cld_sigapi_handler_ptr_p (type)
	    || cld_sigapi_handler_union_p (type))
		cld_graph_g->typed[node] |= CLD_DETECT_TYPED;
	else if (cld_sigapi_prototyped_ptr_p (type)) {
		tree fntype = TYPE_MAIN_VARIANT (TREE_TYPE (type));
		bool existed;
		tree &slot = cld_graph_g->prototypes.get_or_insert (node,
								    &existed);

		if (!existed)
			slot = fntype;
		else if (slot != fntype)
			slot = error_mark_node;
	}
}

/* Is the place of site S a prototyped function pointer of another type
   than a handler's, one the K&R definition FNDECL fits?  Then FNDECL is
   called through that type there, not as a handler.  */
bool
cld_graph_site_fits (const cld_detect_site *s, tree fndecl)
{
	tree *fntype = cld_graph_g->prototypes.get (s->node);

	return fntype && *fntype != error_mark_node
		&& cld_sigapi_knr_fits_p (fndecl, *fntype);
}

/* A value may flow from node FROM to node TO, by an edge of KIND
   (CLD_EDGE_...).  */
void
cld_graph_add_kind_edge (unsigned from, unsigned to, unsigned char kind)
{
	cld_detect_edge e = { from, to, kind };

	if (from != CLD_DETECT_NO_NODE && to != CLD_DETECT_NO_NODE
	    && from != to)
		cld_graph_g->edges.safe_push (e);
}

/* A value may flow from node FROM to node TO.  */
void
cld_graph_add_edge (unsigned from, unsigned to)
{
	cld_graph_add_kind_edge (from, to, CLD_EDGE_FLOW);
}

/* Only for the escape search: FROM escapes with TO.  */
void
cld_graph_add_escape_edge (unsigned from, unsigned to)
{
	cld_detect_edge e = { from, to, CLD_EDGE_FLOW };

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

/* Is VAR, of static storage, kept for code the compiler does not see,
   which finds it without its name being visible: attribute used (an asm
   trampoline reads it by its symbol), or a section named like a C
   identifier, which the linker brackets with __start_SECTION and
   __stop_SECTION for code in other files to walk?  */
static bool
cld_graph_var_preserved_p (tree var)
{
	const char *sec = DECL_SECTION_NAME (var), *p;

	if (DECL_PRESERVE_P (var))
		return true;
	if (!sec || !(ISALPHA (*sec) || *sec == '_'))
		return false;
	for (p = sec; ISALNUM (*p) || *p == '_'; p++)
		;
	return !*p;
}

/* Can code this compilation does not see read or write VAR?  */
bool
cld_graph_var_visible (tree var)
{
	varpool_node *vn;

	if (!is_global_var (var))
		return false;
	if (cld_graph_var_preserved_p (var))
		return true;
	if (!(TREE_PUBLIC (var) || DECL_EXTERNAL (var)))
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
	if (TYPE_P (key) || TREE_CODE (key) == FIELD_DECL)
		cld_graph_g->typed[node] |= CLD_DETECT_SHARED
			| CLD_DETECT_STORAGE;
	else if (VAR_P (key) && is_global_var (key))
		cld_graph_g->typed[node] |= CLD_DETECT_SHARED;
	/* An initializer's fields go to the parts of the variable.  */
	if (VAR_P (key) && cld_graph_has_parts (TREE_TYPE (key)))
		cld_graph_g->objects.put (node, key);
	if (VAR_P (key) && cld_graph_var_visible (key)) {
		cld_graph_external (node, DECL_SOURCE_LOCATION (key),
				    TREE_PUBLIC (key) || DECL_EXTERNAL (key)
				    ? CLD_HOW_GLOBAL : CLD_HOW_PRESERVED, key);
		/* Other files read the fields of a visible table too.  */
		cld_graph_escape_type (TREE_TYPE (key),
				       DECL_SOURCE_LOCATION (key));
	}
	return node;
}

/* Can a member of TYPE hold a function's address as its whole value?  */
static bool
cld_graph_carrier_p (tree type)
{
	return POINTER_TYPE_P (type)
		|| (INTEGRAL_TYPE_P (type)
		    && TYPE_PRECISION (type) >= TYPE_PRECISION (ptr_type_node));
}

/* Has union TYPE two members that can hold an address, one of them not
   a handler pointer: can an address stored through one member be read
   through another that has a node of its own?  */
static bool
cld_graph_punned_union_p (tree type)
{
	unsigned carriers = 0;
	bool other = false;
	tree f;

	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
		if (TREE_CODE (f) == FIELD_DECL
		    && cld_graph_carrier_p (TREE_TYPE (f))) {
			carriers++;
			if (!cld_sigapi_handler_ptr_p (TREE_TYPE (f)))
				other = true;
		}
	return carriers >= 2 && other;
}

/* What FIELD is keyed by: itself, or for a handler-pointer member of a
   union the union's type.  Those members share one node: a handler
   stored through .plain is installed through .info, as sigaction's own
   union is used.  Every other member is a field of its own, so a
   progress callback kept in a union that also holds a handler is not
   installed with it; what is stored through one and read through
   another is then not followed: it escapes, and what is read is
   unknown (cld_graph_member).  */
static tree
cld_graph_key (tree field)
{
	tree ctx = DECL_CONTEXT (field);

	if (ctx && (TREE_CODE (ctx) == UNION_TYPE
		    || TREE_CODE (ctx) == QUAL_UNION_TYPE)
	    && cld_sigapi_handler_ptr_p (TREE_TYPE (field)))
		return TYPE_MAIN_VARIANT (ctx);
	return field;
}

/* Is FIELD a member that can hold an address of a union through another
   member of which it can be read or written (cld_graph_punned_union_p)?  */
static bool
cld_graph_punned_member_p (tree field)
{
	tree ctx = DECL_CONTEXT (field);

	return ctx && (TREE_CODE (ctx) == UNION_TYPE
		       || TREE_CODE (ctx) == QUAL_UNION_TYPE)
		&& cld_graph_carrier_p (TREE_TYPE (field))
		&& cld_graph_punned_union_p (ctx);
}

/* The node of FIELD, a member of union CTX (see cld_graph_key).  */
static unsigned
cld_graph_member (tree field, tree ctx)
{
	tree key = cld_graph_key (field);
	bool fresh = !cld_graph_g->nodes.get (key);
	unsigned node = cld_graph_node (key);

	if (fresh && cld_graph_punned_member_p (field))
		cld_graph_external (node, DECL_SOURCE_LOCATION (field),
				    CLD_HOW_UNION, field);
	return node;
}

/* The node of a field, one per FIELD_DECL whatever object it belongs
   to; for a union member, see cld_graph_member.  */
unsigned
cld_graph_field (tree field)
{
	tree ctx = DECL_CONTEXT (field);

	if (ctx && (TREE_CODE (ctx) == UNION_TYPE
		    || TREE_CODE (ctx) == QUAL_UNION_TYPE))
		return cld_graph_member (field, ctx);
	return cld_graph_node (field);
}

/* Memory behind pointers, one node per type of what is accessed there:
   a handler read through a void (**)(int) comes from stores of that
   type, not from every function stored through any pointer.  Function
   pointers by their canonical type; everything else (void *, integers,
   aggregates) shares one node.  External code reads and writes it all.  */
static tree
cld_graph_memory_key (tree type)
{
	tree key = NULL_TREE;

	if (type && FUNCTION_POINTER_TYPE_P (type)) {
		key = TYPE_MAIN_VARIANT (type);
		if (TYPE_CANONICAL (key))
			key = TYPE_CANONICAL (key);
	}
	return key;
}

static unsigned
cld_graph_memory (tree type)
{
	tree key = cld_graph_memory_key (type);
	bool existed;
	unsigned *slot, node;

	if (!key)
		return CLD_DETECT_MEMORY;
	slot = &cld_graph_g->memory.get_or_insert (key, &existed);
	if (existed)
		return *slot;
	node = *slot = cld_graph_new_node ();
	cld_graph_set_typed (node, key);
	cld_graph_g->typed[node] |= CLD_DETECT_SHARED | CLD_DETECT_STORAGE;
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

/* At most this many parts of an aggregate are copied one by one; the
   objects of a larger one copied whole are taken for every object of
   their type (cld-points.c).  */
#define CLD_GRAPH_MAX_PARTS 32

/* Push onto KEYS, once each, the fields of TYPE that can hold an address
   as their whole value, in nested records, unions and arrays too: the
   parts an object of TYPE has.  False if there are more than
   CLD_GRAPH_MAX_PARTS.  */
static bool
cld_graph_collect_parts (tree type, vec<tree> *keys)
{
	tree f, ft;
	unsigned i;

	while (TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	if (!RECORD_OR_UNION_TYPE_P (type))
		return true;
	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f)) {
		if (TREE_CODE (f) != FIELD_DECL)
			continue;
		for (ft = TREE_TYPE (f); TREE_CODE (ft) == ARRAY_TYPE;
		     ft = TREE_TYPE (ft))
			;
		if (RECORD_OR_UNION_TYPE_P (ft)) {
			if (!cld_graph_collect_parts (ft, keys))
				return false;
			continue;
		}
		if (!cld_graph_type_may_carry (ft))
			continue;
		for (i = 0; i < keys->length (); i++)
			if (cld_graph_key ((*keys)[i]) == cld_graph_key (f))
				break;
		if (i < keys->length ())
			continue;
		if (keys->length () == CLD_GRAPH_MAX_PARTS)
			return false;
		keys->safe_push (f);
	}
	return true;
}

/* Where the parts of an object of TYPE begin in part_keys (a list that
   ends with NULL_TREE), or CLD_DETECT_NO_NODE if it has too many to
   copy one by one.  Once per type.  */
unsigned
cld_graph_part_keys (tree type)
{
	auto_vec<tree, 16> keys;
	bool existed;
	unsigned *slot, i;

	while (TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	type = TYPE_MAIN_VARIANT (type);
	slot = &cld_graph_g->type_parts.get_or_insert (type, &existed);
	if (existed)
		return *slot;
	if (!cld_graph_collect_parts (type, &keys)) {
		*slot = CLD_DETECT_NO_NODE;
		return *slot;
	}
	*slot = cld_graph_g->part_keys.length ();
	for (i = 0; i < keys.length (); i++)
		cld_graph_g->part_keys.safe_push (keys[i]);
	cld_graph_g->part_keys.safe_push (NULL_TREE);
	return *slot;
}

/* Has an object of TYPE a field that can hold an address?  */
bool
cld_graph_has_parts (tree type)
{
	unsigned i;

	if (!type)
		return false;
	while (TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	if (!RECORD_OR_UNION_TYPE_P (type))
		return false;
	i = cld_graph_part_keys (type);
	return i == CLD_DETECT_NO_NODE || cld_graph_g->part_keys[i];
}

/* A node standing for COUNTERPART, with its type, tied to it by merge
   edges: what every search but exact's sees as one place.  */
static unsigned
cld_graph_stand_in (unsigned counterpart)
{
	unsigned node = cld_graph_new_node ();
	tree *proto = cld_graph_g->prototypes.get (counterpart);

	cld_graph_g->typed[node] = cld_graph_g->typed[counterpart];
	if (proto) {
		tree fntype = *proto;

		cld_graph_g->prototypes.put (node, fntype);
	}
	cld_graph_add_kind_edge (node, counterpart, CLD_EDGE_MERGE);
	cld_graph_add_kind_edge (counterpart, node, CLD_EDGE_MERGE);
	return node;
}

/* The node of FIELD in the variable OBJ alone: a part of that object.
   It stands for FIELD in every object of the type (cld_graph_field)
   until cld-points.c has found whether OBJ can be reached through a
   pointer to other objects too.  */
unsigned
cld_graph_part (tree obj, tree field)
{
	unsigned counterpart = cld_graph_field (field);
	std::pair<tree, tree> key (obj, cld_graph_key (field));
	cld_detect_part part = { obj, CLD_DETECT_NO_NODE, counterpart };
	bool existed;
	unsigned *slot = &cld_graph_g->parts.get_or_insert (key, &existed);

	if (existed)
		return *slot;
	part.node = cld_graph_stand_in (counterpart);
	/* The table may have grown meanwhile.  */
	*cld_graph_g->parts.get (key) = part.node;
	/* What another member of the union put there is not followed: in
	   this object too.  */
	if (cld_graph_punned_member_p (field))
		cld_graph_add_site (&cld_graph_g->unknowns, part.node,
				    DECL_SOURCE_LOCATION (field), CLD_HOW_UNION,
				    field);
	cld_graph_g->objects.put (part.node, obj);
	cld_graph_g->part_list.safe_push (part);
	return part.node;
}

/* The node of FIELD in what NODE is: a part of the same variable when
   NODE is a variable or a part of one (an initializer's nested record),
   else FIELD of every object.  */
unsigned
cld_graph_part_in (unsigned node, tree field)
{
	tree *obj = node == CLD_DETECT_NO_NODE ? NULL
		: cld_graph_g->objects.get (node);

	return obj ? cld_graph_part (*obj, field) : cld_graph_field (field);
}

/* The node of an access through the pointer in node PTR: to FIELD, or
   with NULL_TREE to what the pointer points to, as COUNTERPART (memory
   of the type accessed) says.  One per pointer and field or type, so
   that a guard and the registration it guards read the same node.  */
static unsigned
cld_graph_access (unsigned ptr, tree field, unsigned counterpart,
		  tree type)
{
	tree key;
	bool existed;
	unsigned *slot;
	cld_detect_access a = { CLD_DETECT_NO_NODE, ptr, counterpart, field };

	if (ptr == CLD_DETECT_NO_NODE || counterpart == CLD_DETECT_NO_NODE)
		return counterpart;
	key = field ? cld_graph_key (field) : cld_graph_memory_key (type);
	if (!key)
		key = void_type_node;
	std::pair<unsigned, tree> k (ptr, key);
	slot = &cld_graph_g->access_nodes.get_or_insert (k, &existed);
	if (existed)
		return *slot;
	a.node = cld_graph_stand_in (counterpart);
	*cld_graph_g->access_nodes.get (k) = a.node;
	cld_graph_g->accesses.safe_push (a);
	return a.node;
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
	unsigned node = cld_graph_keyed (&cld_graph_g->varargs, fndecl);

	/* Every caller's extra arguments, not paired with one call.  */
	cld_graph_g->typed[node] |= CLD_DETECT_SHARED;
	return node;
}

/* Where reference T lives, in *SIDE: a variable (through fields,
   elements and *&x), or storage behind the pointer in a node, or
   neither (a parameter or result, which stand for every object of their
   type: pointers to them are not followed).  */
void
cld_graph_root (tree t, cld_detect_side *side)
{
	side->obj = NULL_TREE;
	side->ptr = CLD_DETECT_NO_NODE;
	for (;;) {
		switch (TREE_CODE (t)) {
		case COMPONENT_REF:
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
			side->ptr = cld_graph_ref (TREE_OPERAND (t, 0));
			return;
		case VAR_DECL:
			side->obj = t;
			return;
		default:
			return;
		}
	}
}

/* Does reference T read or write its variable as something else than
   what is there: "MEM <uint128_t> [&x]" (a memcpy GIMPLE folded), a
   VIEW_CONVERT_EXPR or a BIT_FIELD_REF?  Then the parts it covers are
   not followed one by one.  */
bool
cld_graph_punned (tree t)
{
	tree x, a, o;

	for (;;) {
		switch (TREE_CODE (t)) {
		case COMPONENT_REF:
		case ARRAY_REF:
		case ARRAY_RANGE_REF:
		case REALPART_EXPR:
		case IMAGPART_EXPR:
			t = TREE_OPERAND (t, 0);
			continue;
		case VIEW_CONVERT_EXPR:
		case BIT_FIELD_REF:
			return true;
		case MEM_REF:
		case TARGET_MEM_REF:
			if (TREE_CODE (TREE_OPERAND (t, 0)) != ADDR_EXPR)
				return false;
			x = TREE_OPERAND (TREE_OPERAND (t, 0), 0);
			for (a = TREE_TYPE (t); TREE_CODE (a) == ARRAY_TYPE;
			     a = TREE_TYPE (a))
				;
			for (o = TREE_TYPE (x); TREE_CODE (o) == ARRAY_TYPE;
			     o = TREE_TYPE (o))
				;
			if (TYPE_MAIN_VARIANT (a) != TYPE_MAIN_VARIANT (o))
				return true;
			t = x;
			continue;
		default:
			return false;
		}
	}
}

/* The node a memory reference or register reads or writes: the
   variable, a part of it (a field of a variable), an access through a
   pointer (to a field, or to what it points to); with SPLIT false, as
   every object of a type shares it: fields by FIELD_DECL, anything
   behind a pointer as the memory of its type.  Array elements are their
   array, *&x is x.  */
static unsigned
cld_graph_place_1 (tree t, bool split)
{
	cld_detect_side side;

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
			if (!split)
				return cld_graph_field (TREE_OPERAND (t, 1));
			cld_graph_root (TREE_OPERAND (t, 0), &side);
			if (side.obj)
				return cld_graph_part (side.obj,
						       TREE_OPERAND (t, 1));
			return cld_graph_access
				(side.ptr, TREE_OPERAND (t, 1),
				 cld_graph_field (TREE_OPERAND (t, 1)),
				 NULL_TREE);
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
			if (!split)
				return cld_graph_memory (TREE_TYPE (t));
			return cld_graph_access
				(cld_graph_ref (TREE_OPERAND (t, 0)), NULL_TREE,
				 cld_graph_memory (TREE_TYPE (t)),
				 TREE_TYPE (t));
		default:
			return CLD_DETECT_NO_NODE;
		}
	}
}

/* The node reference T reads or writes (see cld_graph_place_1).  */
unsigned
cld_graph_place (tree t)
{
	if (TREE_CODE (t) != SSA_NAME && !DECL_P (t) && cld_graph_punned (t))
		cld_graph_blur_ref (t);
	return cld_graph_place_1 (t, true);
}

/* The node of T that every object of its type shares: what a guard
   "if (e->fn != marker)" is keyed by (cld-exclude.c), as before objects
   were told apart.  */
unsigned
cld_graph_shared_ref (tree t)
{
	return cld_graph_place_1 (t, false);
}

/* The object reference T lives in is used whole where its parts are
   not followed one by one: a structure passed or returned by value,
   written by a call or an asm, copied by memcpy.  That object, or what
   the pointer T is read through points to, is every object of its type
   again (cld-points.c).  */
void
cld_graph_blur_ref (tree t)
{
	cld_detect_side side;

	cld_graph_root (t, &side);
	if (side.obj)
		cld_graph_g->blurred.add (side.obj);
	else if (side.ptr != CLD_DETECT_NO_NODE)
		cld_graph_g->blur_points.safe_push (side.ptr);
}

/* Whatever the pointer X points to is used whole (memcpy).  */
void
cld_graph_blur_pointer (tree x)
{
	unsigned p = cld_graph_ref (cld_graph_strip (x));

	if (p != CLD_DETECT_NO_NODE)
		cld_graph_g->blur_points.safe_push (p);
}

/* The node a memory reference or register reads or writes, as a value:
   an aggregate with parts read or written whole this way is not
   followed part by part (a copy "a = b" is, cld-flow.c).  */
unsigned
cld_graph_ref (tree t)
{
	if (TREE_CODE (t) != SSA_NAME && cld_graph_has_parts (TREE_TYPE (t)))
		cld_graph_blur_ref (t);
	return cld_graph_place (t);
}

/* The address of a part of SIDE was taken: FIELD_NODE and MEMORY, the
   memory of its type, are one place where pointers to other objects
   reach it too.  Merge edges now; cld-points.c makes them flow edges
   where so.  */
static void
cld_graph_addressed (const cld_detect_side *side, unsigned field_node,
		     unsigned memory)
{
	cld_detect_addressed r = { side->obj, side->ptr, field_node, memory };

	if (field_node == CLD_DETECT_NO_NODE || memory == CLD_DETECT_NO_NODE
	    || field_node == memory)
		return;
	if (!cld_graph_g->addressed.add (field_node)) {
		cld_graph_add_kind_edge (field_node, memory, CLD_EDGE_MERGE);
		cld_graph_add_kind_edge (memory, field_node, CLD_EDGE_MERGE);
	}
	cld_graph_g->addressed_parts.safe_push (r);
}

/* The address of FIELD (or with NULL_TREE of the whole) of SIDE flows
   into DST: an address of a variable, or one computed from the pointer
   SIDE is read through, or (neither) one that may point anywhere.  */
static void
cld_graph_pointer (const cld_detect_side *side, tree field, unsigned dst)
{
	cld_detect_seed seed = { dst, side->obj, field };
	unsigned k;

	if (side->ptr != CLD_DETECT_NO_NODE) {
		if (!field) {
			cld_graph_add_kind_edge (side->ptr, dst, CLD_EDGE_PTR);
			return;
		}
		/* "&p->f": a node that turns a pointer to an object into a
		   pointer to its field F.  */
		k = cld_graph_new_node ();
		cld_graph_g->typed[k] |= CLD_DETECT_SETKEY;
		cld_graph_g->setkey.put (k, field);
		cld_graph_add_kind_edge (side->ptr, k, CLD_EDGE_PTR);
		cld_graph_add_kind_edge (k, dst, CLD_EDGE_PTR);
		return;
	}
	if (!seed.obj) {
		seed.obj = error_mark_node;
		seed.field = NULL_TREE;
	}
	cld_graph_g->seeds.safe_push (seed);
}

/* &T flows into DST: what is stored through the pointer lands in T (or
   its field), and what is loaded through it comes from there.  */
void
cld_graph_address_taken (tree t, unsigned dst)
{
	cld_detect_side side;
	tree u, field = NULL_TREE;

	cld_graph_root (t, &side);
	for (u = t; handled_component_p (u); u = TREE_OPERAND (u, 0)) {
		tree f;

		if (TREE_CODE (u) != COMPONENT_REF)
			continue;
		f = TREE_OPERAND (u, 1);
		if (!field)
			field = f;
		cld_graph_addressed (&side, cld_graph_field (f),
				     cld_graph_memory_of (TREE_TYPE (u)));
	}
	if (VAR_P (u) || TREE_CODE (u) == PARM_DECL
	    || TREE_CODE (u) == RESULT_DECL)
		cld_graph_addressed (&side, cld_graph_node (u),
				     cld_graph_memory_of (TREE_TYPE (u)));
	if (dst != CLD_DETECT_NO_NODE)
		cld_graph_pointer (&side, field, dst);
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

/* Whether a value of TYPE can carry a function's address.  Integers
   narrower than a pointer and floating-point values cannot, and they are
   most of what a program computes: skipping them before any lookup keeps
   the graph, and the pass's time, to the values that matter.  Pointers,
   pointer-wide integers (uintptr_t) and aggregates are followed (whether
   any member of an aggregate can: cld-flow.c).  */
bool
cld_graph_type_may_carry (tree type)
{
	if (!type)
		return true;
	if (INTEGRAL_TYPE_P (type))
		return TYPE_PRECISION (type) >= TYPE_PRECISION (ptr_type_node);
	return !SCALAR_FLOAT_TYPE_P (type) && TREE_CODE (type) != COMPLEX_TYPE;
}

/* Whether the value T can carry a function's address.  */
bool
cld_graph_may_carry (tree t)
{
	return cld_graph_type_may_carry (TREE_TYPE (t));
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
	cld_graph_g->typed[CLD_DETECT_MEMORY] = CLD_DETECT_UNTYPED_MEMORY
		| CLD_DETECT_SHARED | CLD_DETECT_STORAGE;
	cld_graph_external (CLD_DETECT_MEMORY, UNKNOWN_LOCATION,
			    CLD_HOW_MEMORY, NULL_TREE);
}

void
cld_graph_destroy (void)
{
	delete cld_graph_g;
	cld_graph_g = NULL;
}

/* Compressed adjacency over the edges of the kinds in KINDS, and with
   ESCAPES over the escape-only edges too: BACKWARD lists each node's
   predecessors.  *STARTP gives each node's slice of *ADJP; the caller
   frees both.  */
void
cld_graph_adjacency (bool backward, bool escapes, unsigned kinds,
		     unsigned **startp, unsigned **adjp)
{
	unsigned n = cld_graph_g->n_nodes, i, len;
	unsigned *start = XCNEWVEC (unsigned, n + 2);
	unsigned *adj;
	cld_detect_edge *e;
	vec<cld_detect_edge> *lists[2] = { &cld_graph_g->edges,
					   &cld_graph_g->escape_edges };
	unsigned l, nl = escapes ? 2 : 1;

	len = cld_graph_g->edges.length ()
		+ (escapes ? cld_graph_g->escape_edges.length () : 0);
	adj = XNEWVEC (unsigned, len + 1);
	for (l = 0; l < nl; l++)
		FOR_EACH_VEC_ELT (*lists[l], i, e)
			if (e->kind & kinds)
				start[(backward ? e->to : e->from) + 2]++;
	for (i = 2; i < n + 2; i++)
		start[i] += start[i - 1];
	for (l = 0; l < nl; l++)
		FOR_EACH_VEC_ELT (*lists[l], i, e)
			if (e->kind & kinds)
				adj[start[(backward ? e->to : e->from) + 1]++]
					= backward ? e->from : e->to;
	*startp = start;
	*adjp = adj;
}
