/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- finding the signal handlers nobody marked.
 *
 * GCC's analyzer and clang-tidy only know "signal (SIG, fn)".  Real code
 * mostly stores the handler into a struct sigaction, passes it through a
 * wrapper, a variable, a table or a return value first.  This IPA pass
 * follows function addresses through all of that and attaches the
 * signal_handler attribute (cld-attr.c) to every function that can reach a
 * registration, so insertion, LTO streaming and reports treat it exactly
 * like a handler the user marked.
 *
 * The model is a flow graph whose nodes are places a function address can
 * sit in -- SSA names, variables, parameters, return values, "..." of a
 * varargs function, and fields (one node per FIELD_DECL, whatever object it
 * belongs to; one per union type for all its members, since a handler
 * stored through .plain is installed through .info) -- plus memory reached
 * through pointers the analysis does not follow, one node per
 * function-pointer type accessed there (a registration reading a
 * void (**)(int) sees what was stored as that type, not every function
 * stored through any pointer) and one for everything else.  Edges say "a
 * value may flow from here to there"; each statement and initializer adds
 * O(1) of them per operand.  Escape-only edges carry the fields of an
 * object to wherever a pointer to it goes (a static table handed out).
 * Three kinds of marks sit on nodes:
 *
 *   sinks     registrations: the handler argument of signal() & co, and
 *             stores into sa_handler/sa_sigaction of struct sigaction (or
 *             sv_handler of struct sigvec), in code or in initializers;
 *   escapes   places external code can read: arguments of functions with
 *             no body here, externally visible variables and results,
 *             fields of structures handed to external code;
 *   unknowns  places external code can write: the same, read back.
 *
 * A function is a handler at "exact" when a node its address flows into
 * can reach a sink; at "auto" also when it can reach an escape and has a
 * handler's signature or was converted to a handler type on the way
 * (nodes of a handler pointer type that reach an escape; GIMPLE drops
 * most conversions between function pointers, so the declared types of
 * the places it flows into are the evidence).  A function compared
 * against ("if (h != marker)") is searched again on its own, not through
 * the flows such a comparison guards.  What runs when an address is
 * called is resolved through aliases and ifunc resolvers (the kernel
 * enters the implementation, never the resolver).  Rather than propagate sets of functions (quadratic
 * when one wrapper registers thousands of handlers), the pass asks the
 * reverse question: one breadth-first search backwards from all sinks at
 * once marks every node that reaches one, so the whole analysis is linear
 * in the size of the program.  Unknowns are searched forwards, to say at
 * which registrations (with verbose) the handler cannot be resolved.
 *
 * Where it runs, and why:
 *   cc1, cc1plus  a simple IPA pass right after "visibility": every body
 *                 is lowered to GIMPLE with a CFG, nothing is inlined,
 *                 cloned or optimised yet (so -O0 and -O2 see the same
 *                 code, wrappers are still separate functions) and the
 *                 externally_visible flags are known.  Bodies are not in
 *                 SSA yet; locals are then simply variable nodes.
 *   lto1 (WPA)    small IPA passes do not run there, so a second instance
 *                 sits in the regular IPA list after "whole-program" (whose
 *                 visibility is the program's) and before "icf" (which
 *                 must see the attributes: it refuses to merge functions
 *                 whose attributes differ).  Bodies are loaded with
 *                 get_untransformed_body, as the analyzer and ICF do; the
 *                 attributes set here are streamed to the LTRANS units,
 *                 where the RTL pass inserts the cld.
 * Only GIMPLE and middle-end trees are looked at, never front-end data, so
 * the one plugin works in cc1, cc1plus and lto1 alike.
 */
#include "cld-compat.h"
#include "cld.h"

#define CLD_DETECT_NO_NODE (~0u)
/* Memory reached through pointers, but for function pointers (which
   have a node per type, cld_detect_memory).  */
#define CLD_DETECT_MEMORY 0u

/* Bits of cld_detect_graph.typed.  */
#define CLD_DETECT_TYPED 1		/* a handler pointer (or union) */
#define CLD_DETECT_UNTYPED_MEMORY 2	/* memory of another type */

/* How a sink, escape or unknown came about (for reasons and notes).  */
enum cld_detect_how {
	CLD_HOW_CALL,		/* handler argument of signal() & co */
	CLD_HOW_STORE,		/* sa_handler, sa_sigaction, sv_handler */
	CLD_HOW_EXTERNAL,	/* argument to, result of an external function */
	CLD_HOW_INDIRECT,	/* argument to, result of an indirect call */
	CLD_HOW_PREVIOUS,	/* previous handler returned by signal() */
	CLD_HOW_GLOBAL,		/* externally visible variable */
	CLD_HOW_RETURN,		/* result of an externally visible function */
	CLD_HOW_PARM,		/* parameter of an externally visible function */
	CLD_HOW_FIELD,		/* field of a structure external code sees */
	CLD_HOW_MEMORY,		/* memory behind pointers */
	CLD_HOW_ARITH,		/* an operation the analysis does not follow */
	CLD_HOW_ASM		/* an operand of inline asm */
};

struct cld_detect_site {
	unsigned node;
	location_t loc;
	enum cld_detect_how how;
	tree decl;		/* callee, field, variable or function */
};

/* The address of FN flows into NODE at LOC.  CAST: the address itself
   has a handler's pointer type (a conversion GIMPLE folded into it).  */
struct cld_detect_source {
	tree fn;
	unsigned node;
	location_t loc;
	bool cast;
};

/* A guard "VALUE != &FN": what flows out of NODE does not carry FN.  */
struct cld_detect_exclusion {
	unsigned node;
	tree fn;
};

/* In the function being walked: BB is reached only when the value read
   from KEY is not &FN.  */
struct cld_detect_guard {
	unsigned key;
	tree fn;
	basic_block bb;
};

struct cld_detect_edge {
	unsigned from, to;
};

struct cld_detect_graph {
	hash_map<tree, unsigned> nodes;		/* SSA names, decls, fields */
	hash_map<tree, unsigned> results;	/* FUNCTION_DECL -> result */
	hash_map<tree, unsigned> varargs;	/* FUNCTION_DECL -> "..." */
	hash_map<tree, unsigned> memory;	/* access type -> memory */
	hash_map<tree, unsigned> contents;	/* record type -> its fields */
	hash_set<tree> escaped_types;
	hash_set<tree> addressed;		/* tied to memory already */
	hash_set<tree> noted;			/* got "defined elsewhere" */
	unsigned n_nodes;
	unsigned n_marked;
	auto_vec<cld_detect_edge> edges;
	/* What escapes with a pointer to an object: its fields (only for
	   the escape search; a registration never reads them that way).  */
	auto_vec<cld_detect_edge> escape_edges;
	auto_vec<unsigned char> typed;		/* node has a handler type */
	auto_vec<cld_detect_exclusion> exclusions;
	hash_set<tree> excluded;		/* every FN of exclusions */
	auto_vec<cld_detect_guard> guards;	/* of the function walked */
	auto_vec<cld_detect_source> sources;
	auto_vec<cld_detect_site> sinks;
	auto_vec<cld_detect_site> escapes;
	auto_vec<cld_detect_site> unknowns;
	tree fn;				/* function being walked */
};

static cld_detect_graph *cld_detect_g;

/* --- the graph ----------------------------------------------------------- */

static unsigned
cld_detect_new_node (void)
{
	cld_detect_g->typed.safe_push (0);
	return cld_detect_g->n_nodes++;
}

/* Is TYPE a pointer to void (int) or void (int, siginfo_t *, void *)?  */
static bool cld_detect_handler_fntype_p (tree type);

static bool
cld_detect_handler_ptr_p (tree type)
{
	return type && POINTER_TYPE_P (type)
		&& cld_detect_handler_fntype_p (TREE_TYPE (type));
}

/* A union of a handler pointer and anything else: what is stored
   through one member is read through the others.  */
static bool
cld_detect_handler_union_p (tree type)
{
	tree f;

	if (!type || TREE_CODE (type) != UNION_TYPE)
		return false;
	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
		if (TREE_CODE (f) == FIELD_DECL
		    && cld_detect_handler_ptr_p (TREE_TYPE (f)))
			return true;
	return false;
}

static void
cld_detect_set_typed (unsigned node, tree type)
{
	if (cld_detect_handler_ptr_p (type)
	    || cld_detect_handler_union_p (type))
		cld_detect_g->typed[node] |= CLD_DETECT_TYPED;
}

static void
cld_detect_add_edge (unsigned from, unsigned to)
{
	cld_detect_edge e = { from, to };

	if (from != CLD_DETECT_NO_NODE && to != CLD_DETECT_NO_NODE
	    && from != to)
		cld_detect_g->edges.safe_push (e);
}

static void
cld_detect_add_escape_edge (unsigned from, unsigned to)
{
	cld_detect_edge e = { from, to };

	if (from != CLD_DETECT_NO_NODE && to != CLD_DETECT_NO_NODE
	    && from != to)
		cld_detect_g->escape_edges.safe_push (e);
}

static void
cld_detect_add_site (vec<cld_detect_site> *v, unsigned node, location_t loc,
		     enum cld_detect_how how, tree decl)
{
	cld_detect_site s = { node, loc, how, decl };

	v->safe_push (s);
}

/* Both directions: external code may read and write it.  */
static void
cld_detect_external (unsigned node, location_t loc, enum cld_detect_how how,
		     tree decl)
{
	cld_detect_add_site (&cld_detect_g->escapes, node, loc, how, decl);
	cld_detect_add_site (&cld_detect_g->unknowns, node, loc, how, decl);
}

static void cld_detect_escape_type (tree type, location_t loc);

static bool
cld_detect_var_visible (tree var)
{
	varpool_node *vn;

	if (!is_global_var (var) || !(TREE_PUBLIC (var) || DECL_EXTERNAL (var)))
		return false;
	vn = varpool_node::get (var);
	return !vn || !vn->definition || vn->externally_visible
		|| DECL_EXTERNAL (var);
}

/* The node of an SSA name, declaration or field, made on first use.  */
static unsigned
cld_detect_node (tree key)
{
	bool existed;
	unsigned *slot = &cld_detect_g->nodes.get_or_insert (key, &existed);
	unsigned node;

	if (existed)
		return *slot;
	node = *slot = cld_detect_new_node ();
	cld_detect_set_typed (node, TYPE_P (key) ? key : TREE_TYPE (key));
	if (VAR_P (key) && cld_detect_var_visible (key)) {
		cld_detect_external (node, DECL_SOURCE_LOCATION (key),
				     CLD_HOW_GLOBAL, key);
		/* Other files read the fields of a visible table too.  */
		cld_detect_escape_type (TREE_TYPE (key),
					DECL_SOURCE_LOCATION (key));
	}
	return node;
}

/* The node of a field.  A union has one node for all its members
   (keyed by its type, as fields are by FIELD_DECL): a handler stored
   through .plain is installed through .info.  */
static unsigned
cld_detect_field (tree field)
{
	tree ctx = DECL_CONTEXT (field);

	if (ctx && (TREE_CODE (ctx) == UNION_TYPE
		    || TREE_CODE (ctx) == QUAL_UNION_TYPE))
		return cld_detect_node (TYPE_MAIN_VARIANT (ctx));
	return cld_detect_node (field);
}

/* Memory behind pointers, one node per type of what is accessed there:
   a handler read through a void (**)(int) comes from stores of that
   type, not from every function stored through any pointer.  Function
   pointers by their canonical type; everything else (void *, integers,
   aggregates) shares one node.  External code reads and writes it all.  */
static unsigned
cld_detect_memory (tree type)
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
	slot = &cld_detect_g->memory.get_or_insert (key, &existed);
	if (existed)
		return *slot;
	node = *slot = cld_detect_new_node ();
	cld_detect_set_typed (node, key);
	if (!(cld_detect_g->typed[node] & CLD_DETECT_TYPED))
		cld_detect_g->typed[node] |= CLD_DETECT_UNTYPED_MEMORY;
	cld_detect_external (node, UNKNOWN_LOCATION, CLD_HOW_MEMORY,
			     NULL_TREE);
	return node;
}

/* The memory node for the elements of an object of TYPE.  */
static unsigned
cld_detect_memory_of (tree type)
{
	while (type && TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	return cld_detect_memory (type);
}

/* One node standing for every field of record TYPE (and of the records
   nested in it): where a pointer to such an object goes, what its fields
   hold can be read.  Built once per type; escape search only.  */
static unsigned
cld_detect_contents (tree type)
{
	bool existed;
	unsigned *slot, node;
	tree f;

	while (type && TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	if (!type || !RECORD_OR_UNION_TYPE_P (type))
		return CLD_DETECT_NO_NODE;
	type = TYPE_MAIN_VARIANT (type);
	slot = &cld_detect_g->contents.get_or_insert (type, &existed);
	if (existed)
		return *slot;
	node = *slot = cld_detect_new_node ();
	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f)) {
		if (TREE_CODE (f) != FIELD_DECL)
			continue;
		cld_detect_add_escape_edge (cld_detect_field (f), node);
		cld_detect_add_escape_edge (cld_detect_contents (TREE_TYPE (f)),
					    node);
	}
	return node;
}

static unsigned
cld_detect_keyed (hash_map<tree, unsigned> *map, tree fndecl)
{
	bool existed;
	unsigned *slot = &map->get_or_insert (fndecl, &existed);

	if (!existed)
		*slot = cld_detect_new_node ();
	return *slot;
}

static unsigned
cld_detect_result (tree fndecl)
{
	bool fresh = !cld_detect_g->results.get (fndecl);
	unsigned node = cld_detect_keyed (&cld_detect_g->results, fndecl);

	if (fresh)
		cld_detect_set_typed (node, TREE_TYPE (TREE_TYPE (fndecl)));
	return node;
}

static unsigned
cld_detect_varargs (tree fndecl)
{
	return cld_detect_keyed (&cld_detect_g->varargs, fndecl);
}

/* The node a memory reference or register reads or writes: fields by
   FIELD_DECL, array elements as their array, *&x as x, anything else
   behind a pointer as "memory".  */
static unsigned
cld_detect_ref (tree t)
{
	for (;;) {
		switch (TREE_CODE (t)) {
		case SSA_NAME:
			/* A parameter's incoming value is the parameter.  */
			if (SSA_NAME_IS_DEFAULT_DEF (t) && SSA_NAME_VAR (t)
			    && TREE_CODE (SSA_NAME_VAR (t)) == PARM_DECL)
				return cld_detect_node (SSA_NAME_VAR (t));
			return cld_detect_node (t);
		case VAR_DECL:
		case PARM_DECL:
		case RESULT_DECL:
			return cld_detect_node (t);
		case COMPONENT_REF:
			return cld_detect_field (TREE_OPERAND (t, 1));
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
			return cld_detect_memory (TREE_TYPE (t));
		default:
			return CLD_DETECT_NO_NODE;
		}
	}
}

/* &x: what is stored through the pointer lands in x (or its field), and
   what is loaded through it comes from there.  */
static void
cld_detect_address_taken (tree t)
{
	for (; t; t = TREE_OPERAND (t, 0)) {
		if (TREE_CODE (t) == COMPONENT_REF
		    && !cld_detect_g->addressed.add (TREE_OPERAND (t, 1))) {
			unsigned n = cld_detect_field (TREE_OPERAND (t, 1));
			unsigned m = cld_detect_memory_of (TREE_TYPE (t));

			cld_detect_add_edge (n, m);
			cld_detect_add_edge (m, n);
		}
		if (!handled_component_p (t))
			break;
	}
	if (t && (VAR_P (t) || TREE_CODE (t) == PARM_DECL
		  || TREE_CODE (t) == RESULT_DECL)
	    && !cld_detect_g->addressed.add (t)) {
		unsigned n = cld_detect_node (t);
		unsigned m = cld_detect_memory_of (TREE_TYPE (t));

		cld_detect_add_edge (n, m);
		cld_detect_add_edge (m, n);
	}
}

static tree
cld_detect_strip (tree op)
{
	while (CONVERT_EXPR_P (op) || TREE_CODE (op) == VIEW_CONVERT_EXPR
	       || TREE_CODE (op) == NON_LVALUE_EXPR)
		op = TREE_OPERAND (op, 0);
	return op;
}

static void cld_detect_init (tree init, unsigned dst, location_t loc,
			     int in_registration);

/* Is TYPE the type of a va_list object (x86-64: __va_list_tag[1])?  */
static bool
cld_detect_va_list_object_p (tree type)
{
	tree va = va_list_type_node;

	return va && type
		&& TYPE_MAIN_VARIANT (type) == TYPE_MAIN_VARIANT (va);
}

/* The value OP may flow into node DST.  Casts are looked through, so
   (void (*)(int)) of any function counts: the kernel calls whatever
   address it is given.  */
static void
cld_detect_flow (tree op, unsigned dst, location_t loc)
{
	bool cast;

	if (!op || dst == CLD_DETECT_NO_NODE)
		return;
	/* A conversion to a handler type is evidence (detect=auto) for
	   whatever is converted: put a node of that type in between.
	   GIMPLE drops most conversions between function pointers; the
	   types of the places the value flows into are looked at too.  */
	cast = cld_detect_handler_ptr_p (TREE_TYPE (op));
	if (cast && CONVERT_EXPR_P (op)
	    && TREE_CODE (cld_detect_strip (op)) != ADDR_EXPR) {
		unsigned mid = cld_detect_new_node ();

		cld_detect_g->typed[mid] |= CLD_DETECT_TYPED;
		cld_detect_add_edge (mid, dst);
		dst = mid;
	}
	op = cld_detect_strip (op);
	switch (TREE_CODE (op)) {
	case ADDR_EXPR:
		if (TREE_CODE (TREE_OPERAND (op, 0)) == FUNCTION_DECL) {
			cld_detect_source s = { TREE_OPERAND (op, 0), dst,
						EXPR_HAS_LOCATION (op)
						? EXPR_LOCATION (op) : loc,
						cast || cld_detect_handler_ptr_p
						(TREE_TYPE (op)) };

			cld_detect_g->sources.safe_push (s);
		} else {
			/* "vinstall (sig, ap)" hands over the va_list by
			   address (x86-64): its va_arg reads what is in it.  */
			if (cld_detect_va_list_object_p
			    (TREE_TYPE (TREE_OPERAND (op, 0))))
				cld_detect_add_edge (cld_detect_ref
						     (TREE_OPERAND (op, 0)),
						     dst);
			cld_detect_address_taken (TREE_OPERAND (op, 0));
			cld_detect_add_escape_edge
				(cld_detect_contents
				 (TREE_TYPE (TREE_OPERAND (op, 0))), dst);
		}
		return;
	case COND_EXPR:
		cld_detect_flow (TREE_OPERAND (op, 1), dst, loc);
		cld_detect_flow (TREE_OPERAND (op, 2), dst, loc);
		return;
	case POINTER_PLUS_EXPR:
		cld_detect_flow (TREE_OPERAND (op, 0), dst, loc);
		return;
	case COMPOUND_EXPR:
		cld_detect_flow (TREE_OPERAND (op, 1), dst, loc);
		return;
	case CONSTRUCTOR:
		cld_detect_init (op, dst, loc, 0);
		return;
	default:
		cld_detect_add_edge (cld_detect_ref (op), dst);
		return;
	}
}

/* --- registrations ------------------------------------------------------- */

/* The libc functions whose second argument is installed as a handler.
   sigvec and sigaction take a structure instead: their sinks are the
   stores into its handler field.  */
static const char *const cld_detect_registrars[] = {
	"signal", "sigset", "bsd_signal", "sysv_signal", "__sysv_signal"
};

/* Matched on the assembler name, never on DECL_NAME alone: a C++ method
   called "signal" is not libc's.  glibc redirects signal to __sysv_signal
   under strict ISO C (asm name "*__sysv_signal"); a C++ library that
   declared std::signal itself rather than "using ::signal" would give
   _ZSt6signal....  */
static bool
cld_detect_registrar_p (tree fndecl)
{
	tree id = DECL_ASSEMBLER_NAME_SET_P (fndecl)
		? DECL_ASSEMBLER_NAME (fndecl) : NULL_TREE;
	const char *name;
	size_t i;
	symtab_node *sn = symtab_node::get (fndecl);

	/* A function of the program's own (static, or defined here: an
	   observer pattern's "signal") is not the C library's.  */
	if (!TREE_PUBLIC (fndecl) || (sn && sn->definition))
		return false;
	if (!id) {
		/* Only C at file scope can have no mangling here.  */
		if (!DECL_NAME (fndecl) || !DECL_FILE_SCOPE_P (fndecl))
			return false;
		id = DECL_NAME (fndecl);
	}
	name = IDENTIFIER_POINTER (id);
	if (*name == '*')
		name++;
	if (!strncmp (name, "_ZSt", 4)) {
		/* The <length><name> of a mangled std:: name; by hand, not
		   strtoul (glibc 2.38+'s is another symbol: plugin/cld.c).  */
		const char *end = name + 4;
		size_t len = 0;

		while (ISDIGIT (*end) && len < 1000)
			len = len * 10 + (size_t) (*end++ - '0');

		for (i = 0; i < ARRAY_SIZE (cld_detect_registrars); i++)
			if (len == strlen (cld_detect_registrars[i])
			    && !strncmp (end, cld_detect_registrars[i], len))
				return true;
		return false;
	}
	for (i = 0; i < ARRAY_SIZE (cld_detect_registrars); i++)
		if (!strcmp (name, cld_detect_registrars[i]))
			return true;
	return false;
}

#define CLD_DETECT_SIGACTION 1
#define CLD_DETECT_SIGVEC 2

/* Is TYPE struct sigaction or struct sigvec?  By tag: the C library's
   definition is all there is (glibc and musl nest the handler in a union,
   with "#define sa_handler __sigaction_handler.sa_handler").  */
static int
cld_detect_registration_record (tree type)
{
	tree name;
	const char *s;

	if (!type || !RECORD_OR_UNION_TYPE_P (type))
		return 0;
	name = TYPE_NAME (TYPE_MAIN_VARIANT (type));
	if (name && TREE_CODE (name) == TYPE_DECL)
		name = DECL_NAME (name);
	if (!name || TREE_CODE (name) != IDENTIFIER_NODE)
		return 0;
	s = IDENTIFIER_POINTER (name);
	if (!strcmp (s, "sigaction"))
		return CLD_DETECT_SIGACTION;
	if (!strcmp (s, "sigvec"))
		return CLD_DETECT_SIGVEC;
	return 0;
}

/* Is a store into FIELD a registration, given that the enclosing objects
   are (IN_REGISTRATION) registration records?  */
static bool
cld_detect_sink_field_p (tree field, int in_registration)
{
	const char *name;
	int want;

	if (TREE_CODE (field) != FIELD_DECL || !DECL_NAME (field))
		return false;
	name = IDENTIFIER_POINTER (DECL_NAME (field));
	/* FreeBSD and macOS spell the union members __sa_handler and
	   __sa_sigaction (#define sa_handler __sigaction_u.__sa_handler).  */
	if (name[0] == '_' && name[1] == '_')
		name += 2;
	if (!strcmp (name, "sa_handler") || !strcmp (name, "sa_sigaction"))
		want = CLD_DETECT_SIGACTION;
	else if (!strcmp (name, "sv_handler"))
		want = CLD_DETECT_SIGVEC;
	else
		return false;
	return (in_registration & want)
		|| (cld_detect_registration_record (DECL_CONTEXT (field))
		    & want);
}

/* The handler field LHS stores into, if LHS is a registration.  */
static tree
cld_detect_sink_store (tree lhs)
{
	int in_registration = 0;
	tree t;

	if (TREE_CODE (lhs) != COMPONENT_REF)
		return NULL_TREE;
	for (t = TREE_OPERAND (lhs, 0); ; t = TREE_OPERAND (t, 0)) {
		in_registration |= cld_detect_registration_record (TREE_TYPE (t));
		if (!handled_component_p (t))
			break;
	}
	if (cld_detect_sink_field_p (TREE_OPERAND (lhs, 1), in_registration))
		return TREE_OPERAND (lhs, 1);
	return NULL_TREE;
}

static unsigned
cld_detect_sink (location_t loc, enum cld_detect_how how, tree decl)
{
	unsigned node = cld_detect_new_node ();

	cld_detect_add_site (&cld_detect_g->sinks, node, loc, how, decl);
	return node;
}

/* An initializer: INIT fills an object whose non-field contents are node
   DST.  Record members go to their field nodes, positional or designated
   (C gives every element its FIELD_DECL; count along TYPE_FIELDS when
   one does not).  */
static void
cld_detect_init (tree init, unsigned dst, location_t loc,
		 int in_registration)
{
	unsigned HOST_WIDE_INT i;
	tree index, value, next;

	if (TREE_CODE (init) != CONSTRUCTOR) {
		cld_detect_flow (init, dst, loc);
		return;
	}
	if (!RECORD_OR_UNION_TYPE_P (TREE_TYPE (init))) {
		FOR_EACH_CONSTRUCTOR_VALUE (CONSTRUCTOR_ELTS (init), i, value)
			cld_detect_init (value, dst, loc, in_registration);
		return;
	}
	in_registration |= cld_detect_registration_record (TREE_TYPE (init));
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
		cld_detect_init (value, cld_detect_field (field), vloc,
				 in_registration);
		if (TREE_CODE (value) != CONSTRUCTOR
		    && cld_detect_sink_field_p (field, in_registration))
			cld_detect_flow (value, cld_detect_sink (vloc,
								 CLD_HOW_STORE,
								 field),
					 vloc);
	}
}

/* --- escapes ------------------------------------------------------------- */

/* External code got hold of an object of TYPE: it may read and write
   every field of it (and of the aggregates nested in it).  Each type is
   done once, so this stays linear.  */
static void
cld_detect_escape_type (tree type, location_t loc)
{
	tree field;

	while (TREE_CODE (type) == ARRAY_TYPE)
		type = TREE_TYPE (type);
	if (!RECORD_OR_UNION_TYPE_P (type))
		return;
	type = TYPE_MAIN_VARIANT (type);
	if (cld_detect_g->escaped_types.add (type))
		return;
	for (field = TYPE_FIELDS (type); field; field = DECL_CHAIN (field)) {
		if (TREE_CODE (field) != FIELD_DECL)
			continue;
		cld_detect_external (cld_detect_field (field), loc,
				     CLD_HOW_FIELD, field);
		cld_detect_escape_type (TREE_TYPE (field), loc);
	}
}

/* ARG is passed to code the compiler cannot see.  */
static void
cld_detect_escape_arg (tree arg, tree parm_type, location_t loc,
		       enum cld_detect_how how, tree callee)
{
	tree stripped = cld_detect_strip (arg);
	unsigned node;

	if (CONSTANT_CLASS_P (stripped))
		return;
	node = cld_detect_new_node ();
	/* The parameter's declared type: a conversion the call made.  */
	cld_detect_set_typed (node, parm_type);
	cld_detect_add_site (&cld_detect_g->escapes, node, loc, how, callee);
	cld_detect_flow (arg, node, loc);
	if (TREE_CODE (stripped) == ADDR_EXPR)
		cld_detect_escape_type (TREE_TYPE (TREE_OPERAND (stripped, 0)),
					loc);
	else if (POINTER_TYPE_P (TREE_TYPE (arg)))
		cld_detect_escape_type (TREE_TYPE (TREE_TYPE (arg)), loc);
	else	/* a structure by value */
		cld_detect_escape_type (TREE_TYPE (arg), loc);
}

/* The value OP goes where the analysis does not follow it (integer
   arithmetic on an address, a built-in that moves values, an asm
   operand): it counts as escaping, whatever code reads it back.  HOW
   and DECL say where, for reasons and notes.  */
static bool cld_detect_may_carry (tree t);

static void
cld_detect_unfollowed (tree op, location_t loc, enum cld_detect_how how,
		       tree decl)
{
	unsigned node;

	if (!op || !cld_detect_may_carry (op)
	    || CONSTANT_CLASS_P (cld_detect_strip (op)))
		return;
	node = cld_detect_new_node ();
	cld_detect_add_site (&cld_detect_g->escapes, node, loc, how, decl);
	cld_detect_flow (op, node, loc);
}

/* What comes out of such an operation into DST is not known.  */
static void
cld_detect_unknown_result (unsigned dst, location_t loc,
			   enum cld_detect_how how, tree decl)
{
	if (dst != CLD_DETECT_NO_NODE)
		cld_detect_add_site (&cld_detect_g->unknowns, dst, loc, how,
				     decl);
}

/* --- statements ---------------------------------------------------------- */

/* Whether the value T can carry a function's address.  Integers
   narrower than a pointer and floating-point values cannot, and they are
   most of what a program computes: skipping them before any lookup keeps
   the graph, and the pass's time, to the values that matter.  Pointers,
   pointer-wide integers (uintptr_t) and aggregates are followed.  */
static bool
cld_detect_may_carry (tree t)
{
	tree type = TREE_TYPE (t);

	if (!type)
		return true;
	if (INTEGRAL_TYPE_P (type))
		return TYPE_PRECISION (type) >= TYPE_PRECISION (ptr_type_node);
	return !SCALAR_FLOAT_TYPE_P (type) && TREE_CODE (type) != COMPLEX_TYPE;
}

/* --- guards: "if (h != marker)" ---------------------------------------- */

/* What a compared or passed value was read from: the variable, field or
   memory behind an SSA temporary, so that "if (tab[s] != m)" guards a
   later "signal (s, tab[s])".  */
static unsigned
cld_detect_guard_key (tree x)
{
	unsigned depth;

	for (depth = 0; depth < 4; depth++) {
		gimple *def;

		x = cld_detect_strip (x);
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
	return cld_detect_ref (x);
}

/* The guards of the function being walked: a condition comparing a
   value with a function's address, and the block that runs only when
   they differ.  Dominators are computed only when there is one.  */
static bool
cld_detect_find_guards (function *fn)
{
	basic_block bb;

	cld_detect_g->guards.truncate (0);
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
		a = cld_detect_strip (gimple_cond_lhs (cond));
		b = cld_detect_strip (gimple_cond_rhs (cond));
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
		cld_detect_guard g = { cld_detect_guard_key (x), m,
				       differ->dest };
		if (g.key != CLD_DETECT_NO_NODE)
			cld_detect_g->guards.safe_push (g);
	}
	return !cld_detect_g->guards.is_empty ();
}

/* OP flows into DST at STMT.  Where STMT runs only when the value OP was
   read from differs from &FN, put a node in between that FN does not
   pass (cld_detect_solve_excluded).  */
static unsigned
cld_detect_guarded (tree op, unsigned dst, gimple *stmt)
{
	cld_detect_guard *g;
	unsigned i, key;

	if (cld_detect_g->guards.is_empty () || dst == CLD_DETECT_NO_NODE
	    || !op || !gimple_bb (stmt))
		return dst;
	key = cld_detect_guard_key (op);
	if (key == CLD_DETECT_NO_NODE)
		return dst;
	FOR_EACH_VEC_ELT (cld_detect_g->guards, i, g)
		if (g->key == key
		    && dominated_by_p (CDI_DOMINATORS, gimple_bb (stmt),
				       g->bb)) {
			unsigned mid = cld_detect_new_node ();
			cld_detect_exclusion x = { mid, g->fn };

			cld_detect_add_edge (mid, dst);
			cld_detect_g->exclusions.safe_push (x);
			cld_detect_g->excluded.add (g->fn);
			dst = mid;
		}
	return dst;
}

static void
cld_detect_assign (gassign *stmt, location_t loc)
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
	if (!cld_detect_may_carry (lhs)
	    || TREE_CODE_CLASS (code) == tcc_comparison)
		return;
	field = cld_detect_sink_store (lhs);
	dst = cld_detect_ref (lhs);
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
			cld_detect_unfollowed (gimple_assign_rhs2 (stmt), loc,
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
			cld_detect_unfollowed (gimple_op (stmt, i), loc,
					       CLD_HOW_ARITH, NULL_TREE);
		cld_detect_unknown_result (dst, loc, CLD_HOW_ARITH, NULL_TREE);
		return;
	}
	if (field && vals[0])
		sink = cld_detect_sink (loc, CLD_HOW_STORE, field);
	for (i = 0; i < 2 && vals[i]; i++) {
		cld_detect_flow (vals[i], cld_detect_guarded (vals[i], dst, stmt),
				 loc);
		cld_detect_flow (vals[i],
				 cld_detect_guarded (vals[i], sink, stmt), loc);
	}
}

/* The va_list object X designates, as an argument of va_start, va_copy
   or va_arg, or passed on: "&ap" (x86-64, where va_list is an array, and
   va_start everywhere) or the va_list value itself (i386).  */
static unsigned
cld_detect_va_list (tree x)
{
	x = cld_detect_strip (x);
	if (TREE_CODE (x) == ADDR_EXPR)
		x = TREE_OPERAND (x, 0);
	return cld_detect_ref (x);
}

/* The node of what pointer X points to: the object of "&x", else the
   memory of the type X points to.  */
static unsigned
cld_detect_pointee (tree x)
{
	x = cld_detect_strip (x);
	if (TREE_CODE (x) == ADDR_EXPR)
		return cld_detect_ref (TREE_OPERAND (x, 0));
	if (POINTER_TYPE_P (TREE_TYPE (x)))
		return cld_detect_memory_of (TREE_TYPE (TREE_TYPE (x)));
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
cld_detect_builtin (gcall *call, tree callee, location_t loc, unsigned dst)
{
	attr_fnspec spec = gimple_call_fnspec (call);
	unsigned i, to, n = gimple_call_num_args (call);
	bool inert = gimple_call_flags (call) & (ECF_CONST | ECF_PURE);

	switch (DECL_FUNCTION_CODE (callee)) {
	case BUILT_IN_VA_START:
		/* The "..." of this function go into the va_list.  */
		if (n >= 1)
			cld_detect_add_edge
				(cld_detect_varargs (cld_detect_g->fn),
				 cld_detect_va_list (gimple_call_arg (call, 0)));
		return;
	case BUILT_IN_VA_COPY:
		if (n >= 2)
			cld_detect_add_edge
				(cld_detect_va_list (gimple_call_arg (call, 1)),
				 cld_detect_va_list (gimple_call_arg (call, 0)));
		return;
	default:
		break;
	}
	for (i = 0; i < n; i++) {
		tree arg = gimple_call_arg (call, i);
		tree stripped = cld_detect_strip (arg);

		if (spec.known_p () && spec.arg_specified_p (i)) {
			if (!spec.arg_used_p (i) || spec.arg_noescape_p (i))
				continue;
			if (spec.arg_copied_to_arg_p (i, &to) && to < n) {
				/* memcpy: the source's contents.  Objects of
				   one type share their fields' nodes already;
				   the contents of another type are not
				   followed.  */
				tree d = gimple_call_arg (call, to);

				cld_detect_add_edge (cld_detect_pointee (arg),
						     cld_detect_pointee (d));
				cld_detect_unfollowed (arg, loc,
						       CLD_HOW_EXTERNAL,
						       callee);
				continue;
			}
		}
		/* A const or pure built-in keeps nothing: the address of an
		   object it is given carries no function's address.  */
		if (inert && TREE_CODE (stripped) == ADDR_EXPR
		    && TREE_CODE (TREE_OPERAND (stripped, 0)) != FUNCTION_DECL)
			continue;
		cld_detect_unfollowed (arg, loc, CLD_HOW_EXTERNAL, callee);
	}
	if (dst == CLD_DETECT_NO_NODE)
		return;
	if (spec.known_p () && spec.returns_arg (&to) && to < n)
		cld_detect_flow (gimple_call_arg (call, to), dst, loc);
	else
		cld_detect_unknown_result (dst, loc, CLD_HOW_EXTERNAL, callee);
}

static void
cld_detect_call (gcall *call, location_t loc)
{
	tree lhs = gimple_call_lhs (call);
	unsigned dst = lhs && cld_detect_may_carry (lhs) ? cld_detect_ref (lhs)
		: CLD_DETECT_NO_NODE;
	unsigned i, n = gimple_call_num_args (call);
	tree callee, parm;
	cgraph_node *cn;

	if (gimple_call_internal_p (call)) {
		/* va_arg of this function's "..." (lowered only after IPA).  */
		if (gimple_call_internal_fn (call) == IFN_VA_ARG) {
			cld_detect_add_edge (cld_detect_varargs (cld_detect_g->fn),
					     dst);
			/* A va_list handed over by a caller ("vinstall (sig,
			   ap)"): what that caller's va_start put there.  */
			if (gimple_call_num_args (call) >= 1)
				cld_detect_add_edge
					(cld_detect_va_list
					 (gimple_call_arg (call, 0)), dst);
		}
		return;
	}
	callee = gimple_call_fndecl (call);
	if (callee && n >= 2 && cld_detect_registrar_p (callee)) {
		tree h = gimple_call_arg (call, 1);

		cld_detect_flow (h, cld_detect_guarded
				 (h, cld_detect_sink (loc, CLD_HOW_CALL, callee),
				  call), loc);
		if (dst != CLD_DETECT_NO_NODE)
			cld_detect_add_site (&cld_detect_g->unknowns, dst, loc,
					     CLD_HOW_PREVIOUS, callee);
		return;
	}
	cn = callee ? cgraph_node::get (callee) : NULL;
	if (cn)
		cn = cn->ultimate_alias_target ();
	if (cn && cn->has_gimple_body_p ()) {
		/* A function of this unit (of the program, in WPA): arguments
		   become its parameters, its result ours.  */
		parm = DECL_ARGUMENTS (cn->decl);
		for (i = 0; i < n; i++) {
			tree arg = gimple_call_arg (call, i);

			if (parm) {
				if (cld_detect_may_carry (arg))
					cld_detect_flow
						(arg, cld_detect_guarded
						 (arg, cld_detect_node (parm),
						  call), loc);
				parm = DECL_CHAIN (parm);
			} else if (cld_detect_may_carry (arg))
				cld_detect_flow (arg,
						 cld_detect_varargs (cn->decl),
						 loc);
		}
		cld_detect_add_edge (cld_detect_result (cn->decl), dst);
		return;
	}
	if (callee && fndecl_built_in_p (callee, BUILT_IN_NORMAL)) {
		cld_detect_builtin (call, callee, loc, dst);
		return;
	}
	parm = gimple_call_fntype (call)
		? TYPE_ARG_TYPES (gimple_call_fntype (call)) : NULL_TREE;
	for (i = 0; i < n; i++) {
		cld_detect_escape_arg (gimple_call_arg (call, i),
				       parm ? TREE_VALUE (parm) : NULL_TREE,
				       loc, callee ? CLD_HOW_EXTERNAL
				       : CLD_HOW_INDIRECT, callee);
		if (parm)
			parm = TREE_CHAIN (parm);
	}
	if (dst != CLD_DETECT_NO_NODE)
		cld_detect_add_site (&cld_detect_g->unknowns, dst, loc,
				     callee ? CLD_HOW_EXTERNAL : CLD_HOW_INDIRECT,
				     callee);
}

/* Inline asm: the analysis does not read the template, so an address
   given to it escapes (an optimizer barrier "asm ("" : "+r" (p))" on a
   handler pointer), and what it writes is unknown.  */
static void
cld_detect_asm (gasm *stmt, location_t loc)
{
	unsigned i;

	for (i = 0; i < gimple_asm_ninputs (stmt); i++)
		cld_detect_unfollowed (TREE_VALUE (gimple_asm_input_op (stmt, i)),
				       loc, CLD_HOW_ASM, NULL_TREE);
	for (i = 0; i < gimple_asm_noutputs (stmt); i++) {
		tree op = TREE_VALUE (gimple_asm_output_op (stmt, i));

		if (cld_detect_may_carry (op))
			cld_detect_unknown_result (cld_detect_ref (op), loc,
						   CLD_HOW_ASM, NULL_TREE);
	}
}

static void
cld_detect_function (cgraph_node *node)
{
	tree fndecl = node->decl;
	function *fn = DECL_STRUCT_FUNCTION (fndecl);
	location_t floc = DECL_SOURCE_LOCATION (fndecl);
	basic_block bb;
	tree parm, ret;
	bool pushed = false, own_dom = false;

	if (!fn || !fn->cfg)
		return;
	cld_detect_g->fn = fndecl;
	if (node->externally_visible) {
		for (parm = DECL_ARGUMENTS (fndecl); parm;
		     parm = DECL_CHAIN (parm))
			cld_detect_add_site (&cld_detect_g->unknowns,
					     cld_detect_node (parm),
					     DECL_SOURCE_LOCATION (parm),
					     CLD_HOW_PARM, fndecl);
		cld_detect_add_site (&cld_detect_g->unknowns,
				     cld_detect_varargs (fndecl), floc,
				     CLD_HOW_PARM, fndecl);
		cld_detect_add_site (&cld_detect_g->escapes,
				     cld_detect_result (fndecl), floc,
				     CLD_HOW_RETURN, fndecl);
		/* A structure returned by value, or one pointed to.  */
		ret = TREE_TYPE (TREE_TYPE (fndecl));
		cld_detect_escape_type (POINTER_TYPE_P (ret) ? TREE_TYPE (ret)
					: ret, floc);
	}
	/* In WPA the body may be another function's cfun: dominators are
	   computed on this one.  */
	if (cld_detect_find_guards (fn)) {
		push_cfun (fn);
		own_dom = !dom_info_available_p (CDI_DOMINATORS);
		calculate_dominance_info (CDI_DOMINATORS);
		pushed = true;
	}
	FOR_EACH_BB_FN (bb, fn) {
		gphi_iterator pi;
		gimple_stmt_iterator si;

		for (pi = gsi_start_phis (bb); !gsi_end_p (pi); gsi_next (&pi)) {
			gphi *phi = pi.phi ();
			unsigned dst, i;

			if (virtual_operand_p (gimple_phi_result (phi))
			    || !cld_detect_may_carry (gimple_phi_result (phi)))
				continue;
			dst = cld_detect_ref (gimple_phi_result (phi));
			for (i = 0; i < gimple_phi_num_args (phi); i++)
				cld_detect_flow (gimple_phi_arg_def (phi, i),
						 dst, floc);
		}
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si)) {
			gimple *stmt = gsi_stmt (si);
			location_t loc = gimple_location (stmt);

			if (loc == UNKNOWN_LOCATION)
				loc = floc;
			if (is_gimple_assign (stmt))
				cld_detect_assign (as_a <gassign *> (stmt),
						   loc);
			else if (is_gimple_call (stmt))
				cld_detect_call (as_a <gcall *> (stmt), loc);
			else if (gimple_code (stmt) == GIMPLE_ASM)
				cld_detect_asm (as_a <gasm *> (stmt), loc);
			else if (gimple_code (stmt) == GIMPLE_RETURN) {
				tree ret = gimple_return_retval
					(as_a <greturn *> (stmt));

				if (ret && cld_detect_may_carry (ret))
					cld_detect_flow
						(ret, cld_detect_result (fndecl),
						 loc);
			}
		}
	}
	if (pushed) {
		if (own_dom)
			free_dominance_info (CDI_DOMINATORS);
		pop_cfun ();
	}
	cld_detect_g->guards.truncate (0);
}

/* --- solving ------------------------------------------------------------- */

/* Breadth-first search from the nodes of SITES over ADJ (START gives each
   node's slice); REACHED[n] becomes the index of the first site that
   reaches n.  Nodes whose TYPED bits have BARRIER are reached but not
   gone through.  Linear in nodes plus edges.  */
static void
cld_detect_search (vec<cld_detect_site> *sites, const unsigned *start,
		   const unsigned *adj, vec<unsigned> *reached,
		   unsigned char barrier = 0)
{
	auto_vec<unsigned> queue;
	unsigned i, head, k;

	reached->safe_grow (cld_detect_g->n_nodes);
	for (i = 0; i < cld_detect_g->n_nodes; i++)
		(*reached)[i] = CLD_DETECT_NO_NODE;
	for (i = 0; i < sites->length (); i++) {
		unsigned n = (*sites)[i].node;

		if ((*reached)[n] == CLD_DETECT_NO_NODE) {
			(*reached)[n] = i;
			queue.safe_push (n);
		}
	}
	for (head = 0; head < queue.length (); head++) {
		unsigned u = queue[head];

		if (head >= sites->length ()
		    && (cld_detect_g->typed[u] & barrier))
			continue;
		for (k = start[u]; k < start[u + 1]; k++)
			if ((*reached)[adj[k]] == CLD_DETECT_NO_NODE) {
				(*reached)[adj[k]] = (*reached)[u];
				queue.safe_push (adj[k]);
			}
	}
}

/* Compressed adjacency over the edges, and with ESCAPES over the
   escape-only edges too: BACKWARD lists each node's predecessors.  */
static void
cld_detect_adjacency (bool backward, bool escapes, unsigned **startp,
		      unsigned **adjp)
{
	unsigned n = cld_detect_g->n_nodes, i, len;
	unsigned *start = XCNEWVEC (unsigned, n + 2);
	unsigned *adj;
	cld_detect_edge *e;
	vec<cld_detect_edge> *lists[2] = { &cld_detect_g->edges,
					   &cld_detect_g->escape_edges };
	unsigned l, nl = escapes ? 2 : 1;

	len = cld_detect_g->edges.length ()
		+ (escapes ? cld_detect_g->escape_edges.length () : 0);
	adj = XNEWVEC (unsigned, len + 1);
	for (l = 0; l < nl; l++)
		FOR_EACH_VEC_ELT (*lists[l], i, e)
			start[(backward ? e->to : e->from) + 2]++;
	for (i = 2; i < n + 2; i++)
		start[i] += start[i - 1];
	for (l = 0; l < nl; l++)
		FOR_EACH_VEC_ELT (*lists[l], i, e)
			adj[start[(backward ? e->to : e->from) + 1]++]
				= backward ? e->from : e->to;
	*startp = start;
	*adjp = adj;
}

/* --- results ------------------------------------------------------------- */

static char *
cld_detect_where (location_t loc)
{
	expanded_location x = expand_location (loc);

	if (!x.file)
		return xstrdup ("");
	return xasprintf ("%s:%d:%d", x.file, x.line, x.column);
}

static const char *
cld_detect_name (tree decl)
{
	if (!decl || !DECL_NAME (decl))
		return "?";
	if (TREE_CODE (decl) == FIELD_DECL)
		return IDENTIFIER_POINTER (DECL_NAME (decl));
	return lang_hooks.decl_printable_name (decl, 2);
}

/* Human text for a site, e.g. "passed to external function foo".  */
static char *
cld_detect_describe (const cld_detect_site *s)
{
	const char *name = cld_detect_name (s->decl);

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
	case CLD_HOW_INDIRECT:
		return xstrdup ("passed to or returned by an indirect call");
	case CLD_HOW_PREVIOUS:
		return xasprintf ("the previous handler returned by %s()",
				  name);
	case CLD_HOW_GLOBAL:
		return xasprintf ("externally visible variable %s", name);
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
	}
	return xstrdup ("?");
}

/* Are notes about what this unit cannot see final here?  Not when cc1
   only writes LTO bytecode: lto1 will see the whole program.  */
static bool
cld_detect_final (void)
{
	return in_lto_p || !flag_generate_lto;
}

/* Is parameter type T a va_list?  void log (int, const char *, va_list)
   is no handler, though on x86-64 its va_list is a pointer too.  */
static bool
cld_detect_va_list_p (tree t)
{
	tree va = va_list_type_node;

	if (!va)
		return false;
	if (TREE_CODE (va) == ARRAY_TYPE)	/* decays to a pointer */
		return POINTER_TYPE_P (t)
			&& TYPE_MAIN_VARIANT (TREE_TYPE (t))
			   == TYPE_MAIN_VARIANT (TREE_TYPE (va));
	return TYPE_MAIN_VARIANT (t) == TYPE_MAIN_VARIANT (va);
}

/* void (int) or void (int, siginfo_t *, void *).  */
static bool
cld_detect_handler_fntype_p (tree type)
{
	tree args, a;
	tree t[3];
	unsigned n = 0;

	if (!type || TREE_CODE (type) != FUNCTION_TYPE
	    || !VOID_TYPE_P (TREE_TYPE (type)))
		return false;
	args = TYPE_ARG_TYPES (type);
	for (a = args; a && !VOID_TYPE_P (TREE_VALUE (a)); a = TREE_CHAIN (a)) {
		if (n == 3)
			return false;
		t[n++] = TREE_VALUE (a);
	}
	if (!a)
		return false;	/* unprototyped or varargs */
	if (n != 1 && n != 3)
		return false;
	if (!INTEGRAL_TYPE_P (t[0])
	    || TYPE_PRECISION (t[0]) != TYPE_PRECISION (integer_type_node))
		return false;
	if (n == 1)
		return true;
	return POINTER_TYPE_P (t[1]) && POINTER_TYPE_P (t[2])
		&& !cld_detect_va_list_p (t[2]);
}

static bool
cld_detect_handler_type_p (tree fndecl)
{
	return cld_detect_handler_fntype_p (TREE_TYPE (fndecl));
}

/* A K&R definition "void h () ..." or "void h (sig) int sig; ...": its
   type says nothing (unprototyped), so a caller in another file may
   well call it as a handler; its parameters say whether it can be one:
   none, an int, or an int and two pointers.  Only for escapes (auto):
   at signature every old-style function would count.  */
static bool
cld_detect_knr_handler_p (tree fndecl)
{
	tree type = TREE_TYPE (fndecl), p;
	unsigned n = 0;

	if (TREE_CODE (type) != FUNCTION_TYPE || TYPE_ARG_TYPES (type)
	    || !VOID_TYPE_P (TREE_TYPE (type)))
		return false;
	for (p = DECL_ARGUMENTS (fndecl); p; p = DECL_CHAIN (p), n++) {
		tree t = TREE_TYPE (p);

		if (n == 0 ? !INTEGRAL_TYPE_P (t) : !POINTER_TYPE_P (t))
			return false;
	}
	return n == 0 || n == 1 || n == 3;
}

/* FN is registered (or escapes) at LOC but has no body in what this
   compilation sees.  Say once how to get it protected.  */
static void
cld_detect_elsewhere (tree fn, location_t loc)
{
	/* A declaration that carries the attribute says its definition
	   does too: nothing to tell.  */
	if (!cld_detect_final () || fndecl_built_in_p (fn)
	    || cld_is_handler (fn) || cld_detect_g->noted.add (fn))
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

/* CN, found as a handler registered (or escaping) at LOC, is a weak
   definition: a strong one in another file replaces it at link time and
   gets no cld unless it is marked too.  Say so once, as for a handler
   defined elsewhere.  Not for COMDAT copies (inline functions, template
   instances: every copy is the same code), nor in lto1 where the linker
   said this copy prevails.  */
static void
cld_detect_weak_note (cgraph_node *cn, location_t loc)
{
	tree fn = cn->decl;

	if (!DECL_WEAK (fn) || DECL_COMDAT (fn) || !TREE_PUBLIC (fn)
	    || !cld_detect_final () || cld_detect_g->noted.add (fn))
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

/* --- what runs when an address is called -------------------------------- */

#define CLD_DETECT_MAX_IFUNC_DEPTH 8
/* Longer alias chains are not written by hand; a cycle ends here.  */
#define CLD_DETECT_MAX_ALIAS_CHAIN 64

static void cld_detect_targets_1 (tree fn, vec<cgraph_node *> *out,
				  unsigned depth);

/* Every function RESOLVER (an ifunc resolver) can return: the addresses
   in its return statements, through conversions, ?:, PHIs, SSA copies
   and the local variables it assigns.  An address it loads from a global
   or gets from a call is not followed (say so in README).  */
static void
cld_detect_resolver_returns (cgraph_node *resolver, vec<cgraph_node *> *out,
			     unsigned depth)
{
	function *fn = DECL_STRUCT_FUNCTION (resolver->decl);
	auto_vec<tree> work;
	hash_set<tree> seen;
	basic_block bb;
	gimple_stmt_iterator si;

	if (in_lto_p) {
		resolver->get_untransformed_body ();
		fn = DECL_STRUCT_FUNCTION (resolver->decl);
	}
	if (!fn || !fn->cfg)
		return;
	FOR_EACH_BB_FN (bb, fn)
		for (si = gsi_start_bb (bb); !gsi_end_p (si); gsi_next (&si))
			if (gimple_code (gsi_stmt (si)) == GIMPLE_RETURN) {
				tree r = gimple_return_retval
					(as_a <greturn *> (gsi_stmt (si)));

				if (r)
					work.safe_push (r);
			}
	while (!work.is_empty ()) {
		tree v = cld_detect_strip (work.pop ());
		gimple *def;

		switch (TREE_CODE (v)) {
		case ADDR_EXPR:
			if (TREE_CODE (TREE_OPERAND (v, 0)) == FUNCTION_DECL)
				cld_detect_targets_1 (TREE_OPERAND (v, 0), out,
						      depth + 1);
			break;
		case COND_EXPR:
			work.safe_push (TREE_OPERAND (v, 1));
			work.safe_push (TREE_OPERAND (v, 2));
			break;
		case SSA_NAME:
			if (seen.add (v))
				break;
			def = SSA_NAME_DEF_STMT (v);
			if (gphi *phi = dyn_cast <gphi *> (def)) {
				unsigned i;

				for (i = 0; i < gimple_phi_num_args (phi); i++)
					work.safe_push (gimple_phi_arg_def
							(phi, i));
			} else if (is_gimple_assign (def)) {
				work.safe_push (gimple_assign_rhs1 (def));
				if (gimple_assign_rhs_code (def) == COND_EXPR) {
					work.safe_push (gimple_assign_rhs2 (def));
					work.safe_push (gimple_assign_rhs3 (def));
				}
			}
			if (SSA_NAME_VAR (v) && !SSA_NAME_IS_DEFAULT_DEF (v))
				work.safe_push (SSA_NAME_VAR (v));
			break;
		case VAR_DECL:
		case RESULT_DECL:
			/* A local before SSA: every value assigned to it.  */
			if (is_global_var (v) || seen.add (v))
				break;
			FOR_EACH_BB_FN (bb, fn)
				for (si = gsi_start_bb (bb); !gsi_end_p (si);
				     gsi_next (&si)) {
					gimple *st = gsi_stmt (si);

					if (is_gimple_assign (st)
					    && gimple_assign_lhs (st) == v) {
						work.safe_push
							(gimple_assign_rhs1 (st));
						if (gimple_assign_rhs_code (st)
						    == COND_EXPR) {
							work.safe_push
								(gimple_assign_rhs2 (st));
							work.safe_push
								(gimple_assign_rhs3 (st));
						}
					}
				}
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
cld_detect_alias_target (cgraph_node *cn)
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
cld_detect_targets_1 (tree fn, vec<cgraph_node *> *out, unsigned depth)
{
	cgraph_node *cn = cgraph_node::get (fn);
	unsigned steps = 0;

	if (depth > CLD_DETECT_MAX_IFUNC_DEPTH)
		return;
	/* Walk the alias chain by hand: an ifunc is an alias of its
	   resolver, and ultimate_alias_target would stop at the resolver,
	   which the kernel never enters.  */
	while (cn && cn->alias && steps++ < CLD_DETECT_MAX_ALIAS_CHAIN) {
		if (lookup_attribute ("ifunc", DECL_ATTRIBUTES (cn->decl))) {
			cgraph_node *r = cld_detect_alias_target (cn);

			if (r)
				r = r->ultimate_alias_target ();
			if (r && r->has_gimple_body_p ())
				cld_detect_resolver_returns (r, out, depth);
			return;
		}
		cn = cld_detect_alias_target (cn);
	}
	if (cn && cn->has_gimple_body_p () && !out->contains (cn))
		out->safe_push (cn);
}

/* The functions with a body to protect that run when FN's address is
   called: FN itself, the function an alias names, or every
   implementation an ifunc's resolver can return.  Empty when none is in
   what this compilation sees.  */
static void
cld_detect_targets (tree fn, vec<cgraph_node *> *out)
{
	cld_detect_targets_1 (fn, out, 0);
}

static void
cld_detect_mark (tree fn, const char *reason, location_t where,
		 enum cld_detect_level level)
{
	char *w;

	/* No cld can go into a naked function, and nobody asked for one:
	   the warning is for users who wrote the attribute.  */
	if (lookup_attribute ("naked", DECL_ATTRIBUTES (fn)))
		return;
	w = where != UNKNOWN_LOCATION ? cld_detect_where (where) : NULL;
	cld_attr_mark (fn, reason, w, cld_detect_names[level]);
	free (w);
	if (cld_detect_g)
		cld_detect_g->n_marked++;
	if (dump_file)
		fprintf (dump_file, "%s: %s (detect=%s)\n",
			 cld_detect_name (fn), reason,
			 cld_detect_names[level]);
}

/* The attribute on an alias or an ifunc (which have no code) goes to
   what they stand for.  Runs whatever the detection level: it is the
   user's attribute.  */
static void
cld_detect_alias_attributes (void)
{
	cgraph_node *node;

	FOR_EACH_FUNCTION (node) {
		auto_vec<cgraph_node *> targets;
		cgraph_node *t;
		unsigned i;

		if (!node->alias || !cld_is_handler (node->decl))
			continue;
		cld_detect_targets (node->decl, &targets);
		FOR_EACH_VEC_ELT (targets, i, t) {
			char *reason;

			if (cld_is_handler (t->decl))
				continue;
			reason = xasprintf
				("%s %s is marked with the signal_handler "
				 "attribute",
				 lookup_attribute ("ifunc",
						   DECL_ATTRIBUTES (node->decl))
				 ? "it implements ifunc" : "its alias",
				 cld_detect_name (node->decl));
			/* Not a found handler: the user's attribute, so a
			   naked target still gets the warning.  */
			cld_attr_mark (t->decl, reason, NULL, NULL);
			free (reason);
		}
	}
}

/* The attribute on a C++ lambda marks its operator(), but a lambda
   converted to a function pointer is entered through its static invoker
   (GCC's "_FUN", a member of the closure type whose body calls the
   operator()), into which the operator() is inlined at -O2: the invoker
   is what the kernel enters, so it is a handler too.  */
static void
cld_detect_lambda_invokers (void)
{
	cgraph_node *node;

	if (in_lto_p)
		return;		/* marked in cc1plus, streamed */
	FOR_EACH_DEFINED_FUNCTION (node) {
		tree fndecl = node->decl;
		function *fn = DECL_STRUCT_FUNCTION (fndecl);
		basic_block bb;
		gimple_stmt_iterator si;
		tree op = NULL_TREE;

		if (!DECL_NAME (fndecl) || !id_equal (DECL_NAME (fndecl), "_FUN")
		    || !DECL_CONTEXT (fndecl) || !TYPE_P (DECL_CONTEXT (fndecl))
		    || !fn || !fn->cfg || cld_is_handler (fndecl))
			continue;
		FOR_EACH_BB_FN (bb, fn)
			for (si = gsi_start_bb (bb); !gsi_end_p (si);
			     gsi_next (&si)) {
				gcall *call = dyn_cast <gcall *> (gsi_stmt (si));
				tree callee = call ? gimple_call_fndecl (call)
					: NULL_TREE;

				if (callee && cld_is_handler (callee)
				    && DECL_CONTEXT (callee)
				       == DECL_CONTEXT (fndecl))
					op = callee;
			}
		if (op) {
			char *reason = xasprintf
				("it is what lambda %s converts to a function "
				 "pointer, and the lambda is marked with the "
				 "signal_handler attribute", cld_detect_name (op));

			cld_attr_mark (fndecl, reason, NULL, NULL);
			free (reason);
		}
	}
}

static bool
cld_detect_same_line (location_t a, location_t b)
{
	expanded_location xa = expand_location (a);
	expanded_location xb = expand_location (b);

	return xa.line == xb.line
		&& (xa.file == xb.file
		    || (xa.file && xb.file && !strcmp (xa.file, xb.file)));
}

/* The address of FN taken at LOC reaches site S: a registration (LEVEL
   exact), or an escape (auto).  At auto a target must have a handler's
   signature, or the address was converted to a handler type on the way
   (CAST), which makes it a handler whatever its own type (void f (void),
   int f (int), a K&R void f ()).  */
static void
cld_detect_found (tree fn, location_t loc, const cld_detect_site *s,
		  enum cld_detect_level level, bool cast)
{
	auto_vec<cgraph_node *> targets;
	cgraph_node *cn;
	char *how, *s_where;
	unsigned i;

	cld_detect_targets (fn, &targets);
	if (targets.is_empty ()) {
		if (level == CLD_DETECT_EXACT)
			cld_detect_elsewhere (fn, loc);
		return;
	}
	how = cld_detect_describe (s);
	s_where = cld_detect_where (s->loc);
	FOR_EACH_VEC_ELT (targets, i, cn) {
		bool own = cld_detect_handler_type_p (cn->decl)
			|| cld_detect_handler_type_p (fn)
			|| cld_detect_knr_handler_p (cn->decl);
		char *reason;

		if (cld_is_handler (cn->decl))
			continue;
		if (level == CLD_DETECT_EXACT) {
			/* Through a wrapper, variable, table or return value
			   the libc call is somewhere else: say where.  */
			if (!cld_detect_same_line (s->loc, loc) && *s_where)
				reason = xasprintf ("%s at %s", how, s_where);
			else
				reason = xstrdup (how);
		} else if (own || cast)
			reason = xasprintf ("%s and its address escapes: %s%s%s",
					    own ? "has a signal-handler signature"
					    : "converted to a signal-handler type",
					    how, *s_where ? " at " : "", s_where);
		else
			continue;
		cld_detect_mark (cn->decl, reason, loc, level);
		free (reason);
		cld_detect_weak_note (cn, loc);
	}
	free (how);
	free (s_where);
}

/* Verbose: registrations whose handler may come from outside.  */
static void
cld_detect_note_unresolved (const vec<unsigned> &by_unknown)
{
	unsigned i;
	cld_detect_site *s;

	FOR_EACH_VEC_ELT (cld_detect_g->sinks, i, s) {
		unsigned u = by_unknown[s->node];
		char *how;

		if (u == CLD_DETECT_NO_NODE)
			continue;
		how = cld_detect_describe (&cld_detect_g->unknowns[u]);
		inform (s->loc, "%s: cannot tell which function is installed "
			"as a signal handler here: the value may be %s",
			cld_plugin_name, how);
		free (how);
	}
}

/* A function compared against before a registration (a marker such as
   "not saved yet") reaches it only around those guards: search forwards
   from its own addresses, not through the nodes that exclude it.  Rare,
   so a search per such function is cheap.  */
static void
cld_detect_solve_excluded (tree fn, const unsigned *start, const unsigned *adj,
			   const vec<unsigned> &sink_at,
			   const vec<unsigned> &escape_at)
{
	unsigned n = cld_detect_g->n_nodes, i, head, k;
	auto_sbitmap seen (n);
	auto_vec<unsigned> queue;
	cld_detect_source *src, *first = NULL;
	cld_detect_exclusion *x;
	unsigned sink = CLD_DETECT_NO_NODE, escape = CLD_DETECT_NO_NODE;

	bitmap_clear (seen);
	FOR_EACH_VEC_ELT (cld_detect_g->exclusions, i, x)
		if (x->fn == fn)
			bitmap_set_bit (seen, x->node);
	FOR_EACH_VEC_ELT (cld_detect_g->sources, i, src)
		if (src->fn == fn && !bitmap_bit_p (seen, src->node)) {
			bitmap_set_bit (seen, src->node);
			queue.safe_push (src->node);
			if (!first)
				first = src;
		}
	for (head = 0; head < queue.length (); head++) {
		unsigned u = queue[head];

		if (sink == CLD_DETECT_NO_NODE)
			sink = sink_at[u];
		if (escape == CLD_DETECT_NO_NODE)
			escape = escape_at[u];
		for (k = start[u]; k < start[u + 1]; k++)
			if (!bitmap_bit_p (seen, adj[k])) {
				/* (sbitmap's set_bit returns void before 12) */
				bitmap_set_bit (seen, adj[k]);
				queue.safe_push (adj[k]);
			}
	}
	if (!first)
		return;
	if (sink != CLD_DETECT_NO_NODE)
		cld_detect_found (fn, first->loc, &cld_detect_g->sinks[sink],
				  CLD_DETECT_EXACT, false);
	else if (escape != CLD_DETECT_NO_NODE
		 && cld_opt.detect >= CLD_DETECT_AUTO)
		cld_detect_found (fn, first->loc,
				  &cld_detect_g->escapes[escape],
				  CLD_DETECT_AUTO, false);
}

/* The first site of SITES at each node.  */
static void
cld_detect_site_at (const vec<cld_detect_site> &sites, vec<unsigned> *at)
{
	unsigned i;

	at->safe_grow (cld_detect_g->n_nodes);
	for (i = 0; i < cld_detect_g->n_nodes; i++)
		(*at)[i] = CLD_DETECT_NO_NODE;
	for (i = sites.length (); i-- > 0; )
		(*at)[sites[i].node] = i;
}

static void
cld_detect_solve (void)
{
	auto_vec<unsigned> by_sink, by_escape, by_typed, by_unknown;
	auto_vec<cld_detect_site> typed_escapes;
	unsigned *start, *adj, i;
	cld_detect_source *src;
	cgraph_node *node;
	bool is_auto = cld_opt.detect >= CLD_DETECT_AUTO;

	cld_detect_adjacency (true, false, &start, &adj);
	cld_detect_search (&cld_detect_g->sinks, start, adj, &by_sink);
	free (start);
	free (adj);
	if (is_auto) {
		cld_detect_adjacency (true, true, &start, &adj);
		cld_detect_search (&cld_detect_g->escapes, start, adj,
				   &by_escape);
		/* Places of a handler type that escape: what flows into them
		   was converted to a handler on the way.  Not back through
		   memory of other types: every function stored through a
		   void * would otherwise count.  */
		for (i = 0; i < cld_detect_g->n_nodes; i++)
			if ((cld_detect_g->typed[i] & CLD_DETECT_TYPED)
			    && by_escape[i] != CLD_DETECT_NO_NODE) {
				cld_detect_site s
					= cld_detect_g->escapes[by_escape[i]];

				s.node = i;
				typed_escapes.safe_push (s);
			}
		cld_detect_search (&typed_escapes, start, adj, &by_typed,
				   CLD_DETECT_UNTYPED_MEMORY);
		free (start);
		free (adj);
	}

	FOR_EACH_VEC_ELT (cld_detect_g->sources, i, src)
		if (by_sink[src->node] != CLD_DETECT_NO_NODE
		    && !cld_detect_g->excluded.contains (src->fn))
			cld_detect_found (src->fn, src->loc,
					  &cld_detect_g->sinks
					  [by_sink[src->node]],
					  CLD_DETECT_EXACT, false);
	if (is_auto)
		FOR_EACH_VEC_ELT (cld_detect_g->sources, i, src) {
			if (cld_detect_g->excluded.contains (src->fn))
				continue;
			if (by_typed[src->node] != CLD_DETECT_NO_NODE)
				cld_detect_found
					(src->fn, src->loc,
					 &typed_escapes[by_typed[src->node]],
					 CLD_DETECT_AUTO, true);
			else if (by_escape[src->node] != CLD_DETECT_NO_NODE)
				cld_detect_found
					(src->fn, src->loc,
					 &cld_detect_g->escapes
					 [by_escape[src->node]],
					 CLD_DETECT_AUTO, src->cast);
		}
	if (!cld_detect_g->excluded.is_empty ()) {
		auto_vec<unsigned> sink_at, escape_at;
		auto_vec<tree> done;

		cld_detect_site_at (cld_detect_g->sinks, &sink_at);
		cld_detect_site_at (cld_detect_g->escapes, &escape_at);
		cld_detect_adjacency (false, false, &start, &adj);
		FOR_EACH_VEC_ELT (cld_detect_g->sources, i, src)
			if (cld_detect_g->excluded.contains (src->fn)
			    && !done.contains (src->fn)) {
				done.safe_push (src->fn);
				cld_detect_solve_excluded (src->fn, start, adj,
							   sink_at, escape_at);
			}
		free (start);
		free (adj);
	}
	if (cld_opt.detect >= CLD_DETECT_SIGNATURE) {
		FOR_EACH_VEC_ELT (cld_detect_g->sources, i, src) {
			auto_vec<cgraph_node *> targets;
			cgraph_node *cn;
			unsigned j;

			cld_detect_targets (src->fn, &targets);
			FOR_EACH_VEC_ELT (targets, j, cn)
				if (!cld_is_handler (cn->decl)
				    && cld_detect_handler_type_p (cn->decl))
					cld_detect_mark (cn->decl,
							 "has a signal-handler "
							 "signature and its "
							 "address is taken",
							 src->loc,
							 CLD_DETECT_SIGNATURE);
		}
		/* An externally visible alias makes what it names visible.  */
		FOR_EACH_DEFINED_FUNCTION (node) {
			auto_vec<cgraph_node *> targets;
			cgraph_node *cn;
			unsigned j;

			if (!node->externally_visible
			    || !cld_detect_handler_type_p (node->decl))
				continue;
			cld_detect_targets (node->decl, &targets);
			FOR_EACH_VEC_ELT (targets, j, cn)
				if (!cld_is_handler (cn->decl))
					cld_detect_mark (cn->decl,
							 "has a signal-handler "
							 "signature and is "
							 "externally visible",
							 UNKNOWN_LOCATION,
							 CLD_DETECT_SIGNATURE);
		}
	}

	if (cld_opt.verbose && cld_detect_final ()) {
		cld_detect_adjacency (false, false, &start, &adj);
		cld_detect_search (&cld_detect_g->unknowns, start, adj,
				   &by_unknown);
		free (start);
		free (adj);
		cld_detect_note_unresolved (by_unknown);
	}
}

static unsigned int
cld_detect_execute (bool lto)
{
	cgraph_node *node;
	varpool_node *vnode;

	clock_t start = clock ();

	/* The user's attribute on aliases, ifuncs and lambdas, at every
	   level.  */
	cld_detect_alias_attributes ();
	cld_detect_lambda_invokers ();
	if (cld_opt.detect == CLD_DETECT_NONE)
		return 0;

	cld_detect_g = new cld_detect_graph ();
	cld_detect_g->n_nodes = 0;
	cld_detect_g->n_marked = 0;
	cld_detect_new_node ();		/* CLD_DETECT_MEMORY */
	cld_detect_g->typed[CLD_DETECT_MEMORY] = CLD_DETECT_UNTYPED_MEMORY;
	cld_detect_external (CLD_DETECT_MEMORY, UNKNOWN_LOCATION,
			     CLD_HOW_MEMORY, NULL_TREE);

	/* In WPA no body is in memory until asked for; all are needed, as
	   flows cross units.  The bodies loaded are streamed to the LTRANS
	   units from memory instead of being copied (lto_output).  */
	if (lto)
		FOR_EACH_DEFINED_FUNCTION (node)
			if (node->has_gimple_body_p ())
				node->get_untransformed_body ();

	FOR_EACH_DEFINED_FUNCTION (node)
		if (node->has_gimple_body_p ())
			cld_detect_function (node);
	cld_detect_g->fn = NULL_TREE;
	FOR_EACH_VARIABLE (vnode) {
		tree init;

		/* A visible structure or union is external through its
		   fields even where code only names the fields.  */
		if (cld_detect_var_visible (vnode->decl))
			cld_detect_node (vnode->decl);
		if (!vnode->definition || vnode->alias)
			continue;
		init = vnode->get_constructor ();
		if (init && init != error_mark_node)
			cld_detect_init (init, cld_detect_node (vnode->decl),
					 DECL_SOURCE_LOCATION (vnode->decl), 0);
	}

	cld_detect_solve ();
	/* The size of the problem, for checking it stays linear
	   (bench/detect-scale.sh); -details adds CPU time.  GCC parses
	   -fdump-ipa-NAME before plugins add passes: use -fdump-ipa-all.  */
	if (dump_file) {
		fprintf (dump_file, "cld-detect: %u nodes, %u edges, %u sources, "
			 "%u sinks, %u escapes, %u unknowns, %u handlers "
			 "marked\n", cld_detect_g->n_nodes,
			 cld_detect_g->edges.length (),
			 cld_detect_g->sources.length (),
			 cld_detect_g->sinks.length (),
			 cld_detect_g->escapes.length (),
			 cld_detect_g->unknowns.length (),
			 cld_detect_g->n_marked);
		if (dump_flags & TDF_DETAILS)
			fprintf (dump_file, "cld-detect: %.3f s CPU\n",
				 (double) (clock () - start) / CLOCKS_PER_SEC);
	}
	delete cld_detect_g;
	cld_detect_g = NULL;
	return 0;
}

/* --- the pass ------------------------------------------------------------ */

static const pass_data cld_detect_pass_data = {
	SIMPLE_IPA_PASS,	/* type */
	"cld-detect",		/* name: -fdump-ipa-cld-detect */
	OPTGROUP_NONE,		/* optinfo_flags */
	TV_PLUGIN_RUN,		/* tv_id */
	0,			/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish */
};

/* In lto1 the reference pass ("whole-program") is a regular IPA pass,
   and a plugin pass must have the type of its reference: so this one is
   an IPA pass too, with no summaries -- it works in WPA on the bodies
   themselves.  */
static const pass_data cld_detect_lto_pass_data = {
	IPA_PASS,		/* type */
	"cld-detect-lto",	/* name: -fdump-ipa-cld-detect-lto */
	OPTGROUP_NONE,		/* optinfo_flags */
	TV_PLUGIN_RUN,		/* tv_id */
	0,			/* properties_required */
	0,			/* properties_provided */
	0,			/* properties_destroyed */
	0,			/* todo_flags_start */
	0,			/* todo_flags_finish */
};

/* Also at detect=none: the attribute on an alias or ifunc is moved to
   the code it stands for here.  */
static bool
cld_detect_wanted (void)
{
	return !seen_error ();
}

/* cc1, cc1plus: the per-unit instance.  */
class cld_detect_pass : public simple_ipa_opt_pass {
public:
	cld_detect_pass (gcc::context *ctxt)
		: simple_ipa_opt_pass (cld_detect_pass_data, ctxt)
	{
	}

	virtual bool gate (function *)
	{
		return !in_lto_p && cld_detect_wanted ();
	}

	virtual unsigned int execute (function *)
	{
		return cld_detect_execute (false);
	}
};

/* lto1: the whole-program instance, in WPA (or in a single
   non-partitioned lto1), never in LTRANS, which sees one partition and
   gets the attributes streamed from WPA.  */
class cld_detect_lto_pass : public ipa_opt_pass_d {
public:
	cld_detect_lto_pass (gcc::context *ctxt)
		: ipa_opt_pass_d (cld_detect_lto_pass_data, ctxt,
				  NULL, NULL, NULL, NULL, NULL, NULL, 0,
				  NULL, NULL)
	{
	}

	virtual bool gate (function *)
	{
		return in_lto_p && !flag_ltrans && cld_detect_wanted ();
	}

	virtual unsigned int execute (function *)
	{
		return cld_detect_execute (true);
	}
};

opt_pass *
cld_detect_pass_create (gcc::context *ctxt, bool lto)
{
	if (lto)
		return new cld_detect_lto_pass (ctxt);
	return new cld_detect_pass (ctxt);
}
