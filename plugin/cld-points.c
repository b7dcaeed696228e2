/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: which object a pointer reaches.
 *
 * A field or memory node is a place of a type: a function stored into
 * entry.fn of a command table reaches a registration that reads entry.fn
 * of a signal table.  Exact must not guess, so the parts of a variable
 * are nodes of their own (cld_graph_part), and an access through a
 * pointer is a node that stands for the field or memory of its type
 * (cld_graph_access) until this file has found what the pointer points
 * to:
 *
 *   - which variable, if it is one: a value per node -- none, one
 *     variable (and maybe which field of it), or any -- carried
 *     forwards from the addresses taken over the flows of the graph and
 *     of pointer arithmetic ("&p->f"), on realizable paths as exact's
 *     search (cld-context.c): a helper returning a pointer it was given
 *     (std::forward, std::get) returns, at each call, what that call
 *     passed.  A pointer read from storage may point anywhere.
 *   - an access through a pointer to one variable is an access to that
 *     variable's part; any other, to the field or memory of every object
 *     of the type, as before.
 *   - a variable whose address may reach such an access, or code the
 *     compiler does not see, or that is used whole where its parts are
 *     not followed (passed by value, copied by memcpy, too large to copy
 *     part by part), or visible to other files, is "blurred": its parts
 *     are one with the same field of every object of the type again.
 *     One backward search from those places finds them all.
 *
 * Each step is linear in the graph: a value changes at most three times
 * per node and phase, and a summary at most three times per parameter.
 * Auto and verbose do not need this: merge edges make them see every
 * part as the field of its type.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* Where a pointer points: into variable OBJ (NULL_TREE: nowhere known;
   error_mark_node: anywhere), in its FIELD (NULL_TREE: the whole, or its
   elements; error_mark_node: some field).  */
struct cld_points_val {
	tree obj, field;
};

/* The forward search: a value per node in each phase (0: down, 1: up,
   as in cld-context.c), and the successors over flow and pointer edges,
   call edges, return edges and summary edges (indices into SUMS).  */
struct cld_points_state {
	auto_vec<cld_points_val> val[2];
	auto_vec<unsigned> queue;	/* node * 2 + phase */
	unsigned *start[4], *adj[4];
	auto_vec<cld_detect_summary> sums;
	/* Where the search for blurred variables starts (node * 2, + 1 to
	   start in phase up): pointers not resolved, escapes.  */
	auto_vec<unsigned> targets;
};

static bool
cld_points_single_p (cld_points_val v)
{
	return v.obj && v.obj != error_mark_node;
}

static cld_points_val
cld_points_join (cld_points_val a, cld_points_val b)
{
	if (!a.obj)
		return b;
	if (!b.obj)
		return a;
	if (a.obj != b.obj || a.obj == error_mark_node) {
		a.obj = error_mark_node;
		a.field = NULL_TREE;
	} else if (a.field != b.field)
		a.field = error_mark_node;
	return a;
}

/* V after a function that returns a pointer as T says.  */
static cld_points_val
cld_points_apply (cld_detect_through t, cld_points_val v)
{
	if (!cld_points_single_p (v))
		return v;
	if (t.how == CLD_THROUGH_FIELD)
		v.field = t.field;
	else if (t.how == CLD_THROUGH_MIXED)
		v.field = error_mark_node;
	return v;
}

/* Node N may hold V in PHASE.  */
static void
cld_points_raise (cld_points_state *st, unsigned n, unsigned phase,
		  cld_points_val v)
{
	cld_points_val *cur, j;

	if (!v.obj)
		return;
	if (cld_graph_g->typed[n] & CLD_DETECT_SETKEY) {
		cld_detect_through f = { CLD_THROUGH_FIELD,
					 *cld_graph_g->setkey.get (n) };

		v = cld_points_apply (f, v);
	}
	cur = &st->val[phase][n];
	j = cld_points_join (*cur, v);
	if (j.obj == cur->obj && j.field == cur->field)
		return;
	*cur = j;
	st->queue.safe_push (n * 2 + phase);
	/* A shared place forgets which call a value came through.  */
	if (phase == 0 && (cld_graph_g->typed[n] & CLD_DETECT_SHARED))
		cld_points_raise (st, n, 1, v);
}

/* The summary edges forwards: *STARTP gives each node's slice of *ADJP,
   indices into ST->sums.  */
static void
cld_points_summary_adjacency (cld_points_state *st, unsigned **startp,
			      unsigned **adjp)
{
	unsigned n = cld_graph_g->n_nodes, i;
	unsigned *start = XCNEWVEC (unsigned, n + 2);
	unsigned *adj = XNEWVEC (unsigned, st->sums.length () + 1);

	for (i = 0; i < st->sums.length (); i++)
		start[st->sums[i].from + 2]++;
	for (i = 2; i < n + 2; i++)
		start[i] += start[i - 1];
	for (i = 0; i < st->sums.length (); i++)
		adj[start[st->sums[i].from + 1]++] = i;
	*startp = start;
	*adjp = adj;
}

/* From node U in PHASE to its successors.  */
static void
cld_points_step (cld_points_state *st, unsigned u, unsigned phase)
{
	cld_points_val v = st->val[phase][u];
	unsigned k;

	for (k = st->start[0][u]; k < st->start[0][u + 1]; k++)
		cld_points_raise (st, st->adj[0][k], phase, v);
	for (k = st->start[1][u]; k < st->start[1][u + 1]; k++)
		cld_points_raise (st, st->adj[1][k], 0, v);
	if (phase == 1)
		for (k = st->start[2][u]; k < st->start[2][u + 1]; k++)
			cld_points_raise (st, st->adj[2][k], 1, v);
	for (k = st->start[3][u]; k < st->start[3][u + 1]; k++) {
		cld_detect_summary *e = &st->sums[st->adj[3][k]];

		cld_points_raise (st, e->to, phase,
				  cld_points_apply (e->through, v));
	}
}

/* Where every pointer may point: from the addresses taken, and from
   storage and what external code writes (anywhere).  */
static void
cld_points_values (cld_points_state *st)
{
	cld_points_val any = { error_mark_node, NULL_TREE };
	unsigned n = cld_graph_g->n_nodes, i, head;
	const unsigned kinds[3] = { CLD_EDGE_FLOW | CLD_EDGE_PTR, CLD_EDGE_CALL,
				    CLD_EDGE_RETURN };
	cld_detect_seed *seed;
	cld_detect_site *site;

	for (i = 0; i < 3; i++)
		cld_graph_adjacency (false, false, kinds[i], &st->start[i],
				     &st->adj[i]);
	cld_points_summary_adjacency (st, &st->start[3], &st->adj[3]);
	for (i = 0; i < 2; i++)
		st->val[i].safe_grow_cleared (n);
	for (i = 0; i < n; i++)
		if (cld_graph_g->typed[i] & CLD_DETECT_STORAGE)
			cld_points_raise (st, i, 1, any);
	/* A parameter of a visible function holds what another file's
	   call passed: it goes back to that call only.  An address plus
	   an offset is another function, but the same object.  */
	FOR_EACH_VEC_ELT (cld_graph_g->unknowns, i, site)
		if (!(cld_graph_g->typed[site->node] & CLD_DETECT_OFFSET))
			cld_points_raise (st, site->node,
					  site->how == CLD_HOW_PARM ? 0 : 1,
					  any);
	FOR_EACH_VEC_ELT (cld_graph_g->seeds, i, seed) {
		cld_points_val v = { seed->obj, seed->field };
		unsigned *self = VAR_P (seed->obj)
			? cld_graph_g->nodes.get (seed->obj) : NULL;

		cld_points_raise (st, seed->node, 1, v);
		/* A variable whose address is taken may be written through
		   any pointer.  */
		if (self)
			cld_points_raise (st, *self, 1, any);
	}
	for (head = 0; head < st->queue.length (); head++)
		cld_points_step (st, st->queue[head] / 2, st->queue[head] & 1);
	for (i = 0; i < 4; i++) {
		free (st->start[i]);
		free (st->adj[i]);
	}
}

/* Where the pointer in node N may point, in any phase.  */
static cld_points_val
cld_points_at (cld_points_state *st, unsigned n)
{
	return cld_points_join (st->val[0][n], st->val[1][n]);
}

/* Tie the access A to the one variable its pointer reaches, or to the
   field or memory of every object of the type: then its pointer is a
   place from which the search for blurred variables starts.  */
static void
cld_points_access (cld_points_state *st, const cld_detect_access *a)
{
	cld_points_val v = cld_points_at (st, a->ptr);
	unsigned target = CLD_DETECT_NO_NODE;

	if (!cld_points_single_p (v))
		;
	else if (a->field)
		target = cld_graph_part (v.obj, a->field);
	else if (!v.field) {
		/* What the pointer points to, as the type accessed says:
		   the variable's own node if that is its type (not bytes of
		   a structure, "MEM <uint128_t> [p]").  */
		if (cld_graph_memory_of (TREE_TYPE (v.obj)) == a->counterpart
		    && !cld_graph_has_parts (TREE_TYPE (v.obj)))
			target = cld_graph_node (v.obj);
	} else if (v.field != error_mark_node
		   && cld_graph_memory_of (TREE_TYPE (v.field))
		      == a->counterpart
		   && !cld_graph_has_parts (TREE_TYPE (v.field)))
		target = cld_graph_part (v.obj, v.field);
	if (target == CLD_DETECT_NO_NODE) {
		target = a->counterpart;
		st->targets.safe_push (a->ptr * 2);
	}
	cld_graph_add_edge (a->node, target);
	cld_graph_add_edge (target, a->node);
}

/* The variable SIDE of a copy is in, if one; else NULL_TREE, and if it is
   read through a pointer that reaches no one variable, that pointer is
   a place the search for blurred variables starts from.  */
static tree
cld_points_side (cld_points_state *st, const cld_detect_side *side)
{
	cld_points_val v;

	if (side->obj || side->ptr == CLD_DETECT_NO_NODE)
		return side->obj;
	v = cld_points_at (st, side->ptr);
	if (cld_points_single_p (v))
		return v.obj;
	st->targets.safe_push (side->ptr * 2);
	return NULL_TREE;
}

/* An aggregate copied whole: part by part between two variables; where
   either side is not one variable, the variable of the other is
   blurred, and the copy is one between fields of every object.  */
static void
cld_points_copy (cld_points_state *st, const cld_detect_copy *c)
{
	tree to = cld_points_side (st, &c->to);
	tree from = cld_points_side (st, &c->from);
	unsigned i = cld_graph_part_keys (c->type);

	if (to && from && i != CLD_DETECT_NO_NODE) {
		for (; cld_graph_g->part_keys[i]; i++) {
			tree key = cld_graph_g->part_keys[i];

			cld_graph_add_edge (cld_graph_part (from, key),
					    cld_graph_part (to, key));
		}
		return;
	}
	if (to)
		cld_graph_g->blurred.add (to);
	if (from)
		cld_graph_g->blurred.add (from);
}

/* Is OBJ one other files or external code can reach by name?  SITES:
   the nodes of escapes and unknowns.  */
static bool
cld_points_exposed (tree obj, const_sbitmap sites)
{
	unsigned *self = cld_graph_g->nodes.get (obj);

	return cld_graph_var_visible (obj)
		|| (self && bitmap_bit_p (sites, *self));
}

/* Blur every variable whose address may reach an unresolved pointer, an
   escape or a place where what a pointer points to is used whole, or
   that other files see.  */
static void
cld_points_blur (cld_points_state *st)
{
	auto_vec<unsigned> reached;
	auto_sbitmap sites (cld_graph_g->n_nodes);
	cld_detect_site *site;
	cld_detect_seed *seed;
	cld_detect_part *part;
	unsigned i;

	bitmap_clear (sites);
	/* What a visible function returns escapes to the calls of other
	   files: only what it does not return to the calls of this one,
	   what it did not get from them (a start in phase up, * 2 + 1).  */
	FOR_EACH_VEC_ELT (cld_graph_g->escapes, i, site) {
		st->targets.safe_push (site->node * 2
				       + (site->how == CLD_HOW_RETURN));
		bitmap_set_bit (sites, site->node);
	}
	FOR_EACH_VEC_ELT (cld_graph_g->unknowns, i, site)
		bitmap_set_bit (sites, site->node);
	for (i = 0; i < cld_graph_g->blur_points.length (); i++)
		st->targets.safe_push (cld_graph_g->blur_points[i] * 2);
	/* Merge edges too: a variable whose address is stored into a part
	   may be read back through the field of every object.  */
	cld_context_walk (st->targets, CLD_EDGE_FLOW | CLD_EDGE_PTR
			  | CLD_EDGE_MERGE, true, st->sums, &reached);
	FOR_EACH_VEC_ELT (cld_graph_g->seeds, i, seed)
		if (VAR_P (seed->obj)
		    && (reached[seed->node] != CLD_DETECT_NO_NODE
			|| cld_points_exposed (seed->obj, sites)))
			cld_graph_g->blurred.add (seed->obj);
	FOR_EACH_VEC_ELT (cld_graph_g->part_list, i, part)
		if (cld_points_exposed (part->obj, sites))
			cld_graph_g->blurred.add (part->obj);
}

/* The parts of blurred variables are one with the fields of their type,
   and the address of a part taken where other objects are reached too
   makes it memory of its type (the links merge edges stood for).  */
static void
cld_points_finish (cld_points_state *st)
{
	hash_set<cld_detect_node_hash> done;
	cld_detect_addressed *r;
	cld_detect_part *part;
	unsigned i;

	FOR_EACH_VEC_ELT (cld_graph_g->part_list, i, part)
		if (cld_graph_g->blurred.contains (part->obj)) {
			cld_graph_add_edge (part->node, part->counterpart);
			cld_graph_add_edge (part->counterpart, part->node);
		}
	FOR_EACH_VEC_ELT (cld_graph_g->addressed_parts, i, r) {
		bool shared;

		if (r->obj)
			shared = cld_graph_g->blurred.contains (r->obj);
		else if (r->ptr == CLD_DETECT_NO_NODE)
			shared = true;
		else {
			cld_points_val v = cld_points_at (st, r->ptr);

			shared = !cld_points_single_p (v)
				|| cld_graph_g->blurred.contains (v.obj);
		}
		if (shared && !done.add (r->field_node)) {
			cld_graph_add_edge (r->field_node, r->memory);
			cld_graph_add_edge (r->memory, r->field_node);
		}
	}
}

/* Tie every access through a pointer to what it reaches, copy aggregates
   part by part, and blur what cannot be told apart: the flow edges the
   exact search and verbose's unknowns follow (cld-context.c,
   cld-solve.c).  Only a unit with registrations needs it: everything
   else sees merge edges as flow.  */
void
cld_points_resolve (void)
{
	cld_points_state st;
	cld_detect_access *a;
	cld_detect_copy *c;
	unsigned i;

	if (cld_graph_g->sinks.is_empty ())
		return;
	cld_context_summaries (CLD_EDGE_FLOW | CLD_EDGE_PTR, true, &st.sums);
	cld_points_values (&st);
	FOR_EACH_VEC_ELT (cld_graph_g->accesses, i, a)
		cld_points_access (&st, a);
	FOR_EACH_VEC_ELT (cld_graph_g->copies, i, c)
		cld_points_copy (&st, c);
	cld_points_blur (&st);
	cld_points_finish (&st);
}
