/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- what the files of handler detection share.
 *
 * Detection (cld-detect.c, the pass) is one flow graph built from the
 * unit and solved once.  Its files, each calling only those below it:
 *   cld-sigapi.c   what a handler type, a registrar, a registration is
 *   cld-graph.c    the nodes and edges, made on first use
 *   cld-flow.c     how one value (operand, initializer) flows into a node
 *   cld-exclude.c  guards "if (h != marker)": flows a function skips
 *   cld-build.c    the walk over every body and initializer
 *   cld-targets.c  what runs when an address is called (aliases, ifuncs)
 *   cld-prescan.c  before the walk: can the unit have a handler to find?
 *   cld-context.c  exact's search: a call's result carries its arguments
 *   cld-points.c   which object a pointer reaches: objects of one type
 *                  kept apart where the analysis can tell them apart
 *   cld-thunk.c    a registered function this file may not define: a
 *                  local thunk that clears DF, handed to the kernel
 *   cld-mark.c     the attribute, reason and notes for a function found
 *   cld-solve.c    which functions reach a registration or an escape
 *   cld-detect.c   the pass: build, solve, in cc1 and in lto1's WPA
 *
 * Three kinds of marks sit on nodes:
 *
 *   sinks     registrations: the handler argument of signal() & co, and
 *             stores into sa_handler/sa_sigaction of struct sigaction (or
 *             sv_handler of struct sigvec), in code or in initializers;
 *   escapes   places external code can read: arguments of functions with
 *             no body here, externally visible variables and results,
 *             fields of structures handed to external code;
 *   unknowns  places external code can write: the same, read back.
 */
#ifndef CLD_DETECT_H
#define CLD_DETECT_H

#define CLD_DETECT_NO_NODE (~0u)
/* Memory reached through pointers, but for function pointers (which
   have a node per type, cld_graph_memory).  */
#define CLD_DETECT_MEMORY 0u

/* Bits of cld_detect_graph.typed.  */
#define CLD_DETECT_TYPED 1		/* a handler pointer (or union) */
#define CLD_DETECT_UNTYPED_MEMORY 2	/* memory of another type */
/* An address plus an offset: no longer the function it was computed
   from.  The exact search stops there (cld-context.c).  */
#define CLD_DETECT_OFFSET 4
/* A place every call shares (a variable of static storage, a field,
   memory), not one of a function's own: how a value got there does not
   restrict where it goes next (cld-context.c).  */
#define CLD_DETECT_SHARED 8
/* Storage written through pointers (a field, memory, a part of an
   object, an access through a pointer): a pointer read from it may point
   anywhere (cld-points.c).  */
#define CLD_DETECT_STORAGE 16
/* A pointer to a field computed from another pointer ("&p->f"): what
   comes out points into that field of the object (cld_detect_graph.
   setkey, cld-points.c).  */
#define CLD_DETECT_SETKEY 32

/* Kinds of cld_detect_edge.  A value goes into a function (an argument
   into its parameter) and comes out of it (its result into the caller)
   through one call: the exact search pairs the two (cld-context.c).  */
#define CLD_EDGE_FLOW 1
#define CLD_EDGE_CALL 2		/* argument of one call -> parameter */
#define CLD_EDGE_RETURN 4	/* result -> what one call returns */
/* A part of one object and the same part of every object of its type
   (both ways): one place to every search but exact's, which sees them
   apart unless the object can be reached through pointers to other
   objects too (cld-points.c).  */
#define CLD_EDGE_MERGE 8
#define CLD_EDGE_ALL 15
/* A pointer computed from another ("&p->f", "&p[i]"): only for finding
   which object a pointer reaches; no function's address goes that way.  */
#define CLD_EDGE_PTR 16

/* How a sink, escape or unknown came about (for reasons and notes).  */
enum cld_detect_how {
	CLD_HOW_CALL,		/* handler argument of signal() & co */
	CLD_HOW_STORE,		/* sa_handler, sa_sigaction, sv_handler */
	CLD_HOW_EXTERNAL,	/* argument to, result of external function */
	CLD_HOW_INSTALLER,	/* handler argument of external function */
	CLD_HOW_INDIRECT,	/* argument to, result of an indirect call */
	CLD_HOW_PREVIOUS,	/* previous handler returned by signal() */
	CLD_HOW_GLOBAL,		/* externally visible variable */
	CLD_HOW_PRESERVED,	/* a static one kept for unseen code */
	CLD_HOW_RETURN,		/* result of an externally visible function */
	CLD_HOW_PARM,		/* parameter of externally visible function */
	CLD_HOW_FIELD,		/* field of a structure external code sees */
	CLD_HOW_MEMORY,		/* memory behind pointers */
	CLD_HOW_ARITH,		/* an operation the analysis does not follow */
	CLD_HOW_ASM,		/* an operand of inline asm */
	CLD_HOW_UNION		/* a union member, read as another member */
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
	unsigned char kind;	/* CLD_EDGE_... */
};

/* A call of CALLEE, a function with a body, in CALLER, whose result
   goes into node RET; its arguments are ARGS[FIRST] to
   ARGS[FIRST + N - 1] of the graph.  */
struct cld_detect_call {
	tree callee, caller;
	unsigned ret;
	unsigned first, n;
};

/* The argument for PARM at one call: node NODE, with a call edge to the
   node of PARM.  */
struct cld_detect_call_arg {
	tree parm;
	unsigned node;
};

/* A part of a named object: NODE is field KEY of variable OBJ alone
   (a FIELD_DECL, or a union type for its handler members); COUNTERPART
   is that field in every object of the type (cld_graph_part).  */
struct cld_detect_part {
	tree obj;
	unsigned node, counterpart;
};

/* Storage read or written through the pointer in node PTR: node NODE,
   which stands for COUNTERPART -- a field of every object of the type,
   or memory of the type read -- until cld-points.c finds the one object
   the pointer reaches.  FIELD: the field accessed, or NULL_TREE for the
   whole of what the pointer points to.  */
struct cld_detect_access {
	unsigned node, ptr, counterpart;
	tree field;
};

/* Where an aggregate copied whole lives: a variable (OBJ), or storage
   behind the pointer in node PTR, or neither (a parameter, a result).  */
struct cld_detect_side {
	tree obj;
	unsigned ptr;
};

/* An aggregate of TYPE copied whole from FROM to TO: each part of the
   one goes to the same part of the other (cld-points.c).  */
struct cld_detect_copy {
	cld_detect_side to, from;
	tree type;
};

/* The address of OBJ -- of its FIELD, or of the whole with NULL_TREE --
   flows into NODE.  OBJ is error_mark_node for the address of something
   that is no variable (a parameter): a pointer that may point anywhere.  */
struct cld_detect_seed {
	unsigned node;
	tree obj, field;
};

/* The address of a part of an object was taken: by name (OBJ, with PTR
   CLD_DETECT_NO_NODE) or through the pointer in node PTR.  Where that
   part is reached through pointers to other objects too, it is the
   memory of its type: FLOW edges between FIELD_NODE and MEMORY, else
   MERGE edges (cld-points.c).  */
struct cld_detect_addressed {
	tree obj;
	unsigned ptr, field_node, memory;
};

/* What a function returns of a parameter (cld-context.c): nothing of
   it, the value itself, a pointer into FIELD of what the parameter
   points to ("&p->f"), or some of those.  */
enum cld_detect_how_through {
	CLD_THROUGH_NONE,
	CLD_THROUGH_SAME,
	CLD_THROUGH_FIELD,
	CLD_THROUGH_MIXED
};

struct cld_detect_through {
	enum cld_detect_how_through how;
	tree field;
};

/* Summary edge: what goes into argument node FROM of a call comes out,
   as THROUGH says, at that call's result node TO.  */
struct cld_detect_summary {
	unsigned from, to;
	cld_detect_through through;
};

typedef pair_hash<nofree_ptr_hash<tree_node>, nofree_ptr_hash<tree_node> >
	cld_detect_part_hash;
typedef pair_hash<int_hash<unsigned, CLD_DETECT_NO_NODE,
			   CLD_DETECT_NO_NODE - 1>,
		  nofree_ptr_hash<tree_node> > cld_detect_access_hash;
typedef int_hash<unsigned, CLD_DETECT_NO_NODE, CLD_DETECT_NO_NODE - 1>
	cld_detect_node_hash;

struct cld_detect_graph {
	hash_map<tree, unsigned> nodes;		/* SSA names, decls, fields */
	hash_map<tree, unsigned> results;	/* FUNCTION_DECL -> result */
	hash_map<tree, unsigned> varargs;	/* FUNCTION_DECL -> "..." */
	hash_map<tree, unsigned> memory;	/* access type -> memory */
	hash_map<tree, unsigned> contents;	/* record type -> its fields */
	hash_set<tree> escaped_types;
	hash_set<cld_detect_node_hash> addressed;	/* merged with memory */
	hash_set<tree> noted;			/* got "defined elsewhere" */
	unsigned n_nodes;
	unsigned n_marked;
	auto_vec<cld_detect_edge> edges;
	/* What escapes with a pointer to an object: its fields (only for
	   the escape search; a registration never reads them that way).  */
	auto_vec<cld_detect_edge> escape_edges;
	auto_vec<unsigned char> typed;		/* node has a handler type */
	/* A node that is a pointer to a prototyped function of another type
	   than a handler's ("void (*) (void)") -> that function type, or
	   error_mark_node where places of two types share it.  What is
	   called through it is not called as a handler, so a K&R function
	   that fits the type and escapes there is not one
	   (cld_graph_site_fits).  */
	hash_map<cld_detect_node_hash, tree> prototypes;
	/* Objects kept apart (cld-graph.c, cld-points.c).  */
	hash_map<std::pair<tree, tree>, unsigned,
		 simple_hashmap_traits<cld_detect_part_hash, unsigned> > parts;
	hash_map<std::pair<unsigned, tree>, unsigned,
		 simple_hashmap_traits<cld_detect_access_hash, unsigned> >
		access_nodes;
	hash_map<cld_detect_node_hash, tree> objects;	/* node -> variable */
	hash_map<cld_detect_node_hash, tree> setkey;	/* CLD_DETECT_SETKEY */
	hash_map<tree, unsigned> type_parts;	/* type -> part_keys index */
	auto_vec<tree> part_keys;		/* per type, NULL-terminated */
	auto_vec<cld_detect_part> part_list;
	auto_vec<cld_detect_access> accesses;
	auto_vec<cld_detect_copy> copies;
	auto_vec<cld_detect_seed> seeds;
	auto_vec<cld_detect_addressed> addressed_parts;
	/* A pointer in one of these nodes may be used to reach any part of
	   what it points to (memcpy, a structure passed by value).  */
	auto_vec<unsigned> blur_points;
	/* Objects exact treats as every object of their type.  */
	hash_set<tree> blurred;
	auto_vec<cld_detect_exclusion> exclusions;
	hash_set<tree> excluded;		/* every FN of exclusions */
	auto_vec<cld_detect_guard> guards;	/* of the function walked */
	auto_vec<cld_detect_source> sources;
	auto_vec<cld_detect_site> sinks;
	auto_vec<cld_detect_site> escapes;
	auto_vec<cld_detect_site> unknowns;
	auto_vec<cld_detect_call> calls;	/* whose result is used */
	auto_vec<cld_detect_call_arg> args;	/* of calls */
	tree fn;				/* function being walked */
};

/* cld-sigapi.c */
extern bool cld_sigapi_handler_ptr_p (tree type);
extern bool cld_sigapi_installer_arg_p (tree parm_type, tree arg);
extern bool cld_sigapi_prototyped_ptr_p (tree type);
extern bool cld_sigapi_handler_union_p (tree type);
extern bool cld_sigapi_handler_type_p (tree fndecl);
extern bool cld_sigapi_knr_handler_p (tree fndecl);
extern bool cld_sigapi_knr_fits_p (tree fndecl, tree fntype);
extern bool cld_sigapi_va_list_object_p (tree type);
extern bool cld_sigapi_registrar_p (tree fndecl);
extern int cld_sigapi_registration_record (tree type);
extern int cld_sigapi_old_action_arg (tree callee);
extern bool cld_sigapi_sink_field_p (tree field, int in_registration);
extern tree cld_sigapi_sink_store (tree lhs);

/* cld-graph.c */
extern cld_detect_graph *cld_graph_g;
extern void cld_graph_create (void);
extern void cld_graph_destroy (void);
extern unsigned cld_graph_new_node (void);
extern void cld_graph_set_typed (unsigned node, tree type);
extern bool cld_graph_site_fits (const cld_detect_site *s, tree fndecl);
extern void cld_graph_add_kind_edge (unsigned from, unsigned to,
				     unsigned char kind);
extern void cld_graph_add_edge (unsigned from, unsigned to);
extern void cld_graph_add_escape_edge (unsigned from, unsigned to);
extern void cld_graph_add_site (vec<cld_detect_site> *v, unsigned node,
				location_t loc, enum cld_detect_how how,
				tree decl);
extern void cld_graph_external (unsigned node, location_t loc,
				enum cld_detect_how how, tree decl);
extern bool cld_graph_var_visible (tree var);
extern unsigned cld_graph_node (tree key);
extern unsigned cld_graph_field (tree field);
extern unsigned cld_graph_memory_of (tree type);
extern unsigned cld_graph_contents (tree type);
extern unsigned cld_graph_result (tree fndecl);
extern unsigned cld_graph_varargs (tree fndecl);
extern unsigned cld_graph_ref (tree t);
extern unsigned cld_graph_place (tree t);
extern unsigned cld_graph_shared_ref (tree t);
extern bool cld_graph_punned (tree t);
extern void cld_graph_blur_ref (tree t);
extern void cld_graph_blur_pointer (tree x);
extern void cld_graph_root (tree t, cld_detect_side *side);
extern unsigned cld_graph_part (tree obj, tree field);
extern unsigned cld_graph_part_in (unsigned node, tree field);
extern bool cld_graph_has_parts (tree type);
extern unsigned cld_graph_part_keys (tree type);
extern void cld_graph_address_taken (tree t, unsigned dst);
extern tree cld_graph_strip (tree op);
extern bool cld_graph_type_may_carry (tree type);
extern bool cld_graph_may_carry (tree t);
extern unsigned cld_graph_sink (location_t loc, enum cld_detect_how how,
				tree decl);
extern void cld_graph_escape_type (tree type, location_t loc);
extern void cld_graph_adjacency (bool backward, bool escapes, unsigned kinds,
				 unsigned **startp, unsigned **adjp);

/* cld-flow.c */
extern unsigned cld_flow_offset (unsigned dst, location_t loc);
extern void cld_flow_value (tree op, unsigned dst, location_t loc);
extern bool cld_flow_type_may_carry (tree type);
extern void cld_flow_init (tree init, unsigned dst, location_t loc,
			   int in_registration);
extern bool cld_flow_copy (tree lhs, tree rhs, location_t loc);
extern void cld_flow_escape_arg (tree arg, tree parm_type, location_t loc,
				 enum cld_detect_how how, tree callee);
extern void cld_flow_unfollowed (tree op, location_t loc,
				 enum cld_detect_how how, tree decl);
extern void cld_flow_unknown_result (unsigned dst, location_t loc,
				     enum cld_detect_how how, tree decl);

/* cld-exclude.c */
extern bool cld_exclude_find_guards (function *fn);
extern unsigned cld_exclude_guarded (tree op, unsigned dst, gimple *stmt);

/* cld-build.c */
extern void cld_build_unit (void);

/* cld-targets.c */
extern cgraph_node *cld_targets_body (tree fn);
extern void cld_targets_of (tree fn, vec<cgraph_node *> *out);
extern bool cld_targets_handler_shaped_p (tree fn);

/* cld-prescan.c */
extern bool cld_prescan_unit (void);

/* cld-mark.c */
extern bool cld_mark_final (void);
extern void cld_mark_handler (tree fn, const char *reason, location_t where,
			      enum cld_detect_level level);
extern void cld_mark_alias_attributes (void);
extern void cld_mark_lambda_invokers (void);
extern void cld_mark_found (tree fn, location_t loc, const cld_detect_site *s,
			    enum cld_detect_level level, bool cast);
extern void cld_mark_note_unresolved (const vec<unsigned> &by_unknown);

/* cld-context.c */
extern void cld_context_summaries (unsigned kinds, bool offsets,
				   vec<cld_detect_summary> *out);
extern void cld_context_walk (const vec<unsigned> &starts, unsigned kinds,
			      bool offsets,
			      const vec<cld_detect_summary> &summaries,
			      vec<unsigned> *reached);
extern void cld_context_search (vec<unsigned> *reached, vec<unsigned> *merged);

/* cld-points.c */
extern void cld_points_resolve (void);

/* cld-thunk.c */
extern bool cld_thunk_possible_p (void);
extern bool cld_thunk_needed_p (tree fn, const vec<cgraph_node *> &targets);
extern void cld_thunk_want (tree fn, bool defined, location_t loc,
			    const char *reason);
extern void cld_thunk_unit (void);

/* cld-solve.c */
extern void cld_solve_graph (void);
#endif /* CLD_DETECT_H */
