/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: solving the flow graph.
 *
 * A function is a handler at "exact" when a node its address flows into
 * can reach a sink by a path on which each call's result carries only
 * what that call passed (cld-context.c), and not through an address
 * plus an offset; at "auto" also when it can reach an escape and has a
 * handler's signature or was converted to a handler type on the way
 * (nodes of a handler pointer type that reach an escape; GIMPLE drops
 * most conversions between function pointers, so the declared types of
 * the places it flows into are the evidence); at "signature" every
 * function of a handler's type whose address is taken or that is
 * externally visible.
 *
 * Rather than propagate sets of functions (quadratic when one wrapper
 * registers thousands of handlers), the solver asks the reverse question:
 * one breadth-first search backwards from all sinks at once marks every
 * node that reaches one, so the whole analysis is linear in the size of
 * the program (exact's two phases and summaries: cld-context.c).  A
 * function compared against (cld-exclude.c) is searched forwards on its
 * own.  Unknowns are searched forwards, to say at which registrations
 * (with verbose) the handler cannot be resolved.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* Breadth-first search from the nodes of SITES over ADJ (START gives each
   node's slice); REACHED[n] becomes the index of the first site that
   reaches n.  Nodes whose TYPED bits have BARRIER are reached but not
   gone through.  Linear in nodes plus edges.  */
static void
cld_solve_search (vec<cld_detect_site> *sites, const unsigned *start,
		  const unsigned *adj, vec<unsigned> *reached,
		  unsigned char barrier = 0)
{
	auto_vec<unsigned> queue;
	unsigned i, head, k;

	reached->safe_grow (cld_graph_g->n_nodes);
	for (i = 0; i < cld_graph_g->n_nodes; i++)
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
		    && (cld_graph_g->typed[u] & barrier))
			continue;
		for (k = start[u]; k < start[u + 1]; k++)
			if ((*reached)[adj[k]] == CLD_DETECT_NO_NODE) {
				(*reached)[adj[k]] = (*reached)[u];
				queue.safe_push (adj[k]);
			}
	}
}

/* A function compared against before a registration (a marker such as
   "not saved yet") reaches it only around those guards: search forwards
   from its own addresses, not through the nodes that exclude it.  Rare,
   so a search per such function is cheap.  */
static void
cld_solve_excluded (tree fn, const unsigned *start, const unsigned *adj,
		    const vec<unsigned> &sink_at,
		    const vec<unsigned> &escape_at)
{
	unsigned n = cld_graph_g->n_nodes, i, head, k;
	auto_sbitmap seen (n);
	auto_vec<unsigned> queue;
	cld_detect_source *src, *first = NULL;
	cld_detect_exclusion *x;
	unsigned sink = CLD_DETECT_NO_NODE, escape = CLD_DETECT_NO_NODE;

	bitmap_clear (seen);
	FOR_EACH_VEC_ELT (cld_graph_g->exclusions, i, x)
		if (x->fn == fn)
			bitmap_set_bit (seen, x->node);
	FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src)
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
		/* An address plus an offset is another address.  */
		if (cld_graph_g->typed[u] & CLD_DETECT_OFFSET)
			continue;
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
		cld_mark_found (fn, first->loc, &cld_graph_g->sinks[sink],
				CLD_DETECT_EXACT, false);
	else if (escape != CLD_DETECT_NO_NODE
		 && cld_opt.detect >= CLD_DETECT_AUTO)
		cld_mark_found (fn, first->loc,
				&cld_graph_g->escapes[escape],
				CLD_DETECT_AUTO, false);
}

/* The first site of SITES at each node.  */
static void
cld_solve_site_at (const vec<cld_detect_site> &sites, vec<unsigned> *at)
{
	unsigned i;

	at->safe_grow (cld_graph_g->n_nodes);
	for (i = 0; i < cld_graph_g->n_nodes; i++)
		(*at)[i] = CLD_DETECT_NO_NODE;
	for (i = sites.length (); i-- > 0; )
		(*at)[sites[i].node] = i;
}

/* Exact: every function whose address reaches a registration, call by
   call and object by object (cld-context.c, cld-points.c).  At auto,
   also what reaches one where the objects of a type are one (merge
   edges), as auto's: auto keeps what it found before exact told objects
   apart.  BY_SINK[n] becomes the sink node N reaches (at auto, with the
   objects of a type as one).  */
static void
cld_solve_exact (vec<unsigned> *by_sink)
{
	auto_vec<unsigned> apart;
	bool merged = cld_opt.detect >= CLD_DETECT_AUTO;
	const vec<unsigned> *exact = merged ? &apart : by_sink;
	unsigned i;
	cld_detect_source *src;

	/* No registration in the unit: nothing reaches one, and the
	   summaries of the search would be computed for nothing.  */
	if (cld_graph_g->sinks.is_empty ()) {
		by_sink->safe_grow (cld_graph_g->n_nodes);
		for (i = 0; i < cld_graph_g->n_nodes; i++)
			(*by_sink)[i] = CLD_DETECT_NO_NODE;
		return;
	}
	cld_context_search (merged ? &apart : by_sink, merged ? by_sink : NULL);
	FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src)
		if ((*exact)[src->node] != CLD_DETECT_NO_NODE
		    && !cld_graph_g->excluded.contains (src->fn))
			cld_mark_found (src->fn, src->loc,
					&cld_graph_g->sinks
					[(*exact)[src->node]],
					CLD_DETECT_EXACT, false);
	if (merged)
		FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src)
			if ((*by_sink)[src->node] != CLD_DETECT_NO_NODE
			    && apart[src->node] == CLD_DETECT_NO_NODE
			    && !cld_graph_g->excluded.contains (src->fn))
				cld_mark_found (src->fn, src->loc,
						&cld_graph_g->sinks
						[(*by_sink)[src->node]],
						CLD_DETECT_AUTO, false);
}

/* An address plus an offset that reaches a registration (BY_SINK, the
   exact search, stops there): the analysis cannot tell which function
   that registers, so what goes in escapes.  */
static void
cld_solve_offset_escapes (const vec<unsigned> &by_sink)
{
	unsigned i;

	for (i = 0; i < cld_graph_g->n_nodes; i++)
		if ((cld_graph_g->typed[i] & CLD_DETECT_OFFSET)
		    && by_sink[i] != CLD_DETECT_NO_NODE) {
			cld_detect_site s = cld_graph_g->sinks[by_sink[i]];

			s.node = i;
			s.how = CLD_HOW_ARITH;
			s.decl = NULL_TREE;
			cld_graph_g->escapes.safe_push (s);
		}
}

/* Can auto mark anything?  Only a source converted to a handler type
   (its own type, or a place of a handler type it flows through) or of
   a handler's signature (cld_mark_found): without a node of a handler
   type and without such a source, the searches would mark nothing.  */
static bool
cld_solve_auto_candidates (void)
{
	cld_detect_source *src;
	unsigned i;

	for (i = 0; i < cld_graph_g->n_nodes; i++)
		if (cld_graph_g->typed[i] & CLD_DETECT_TYPED)
			return true;
	FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src)
		if (src->cast || cld_targets_handler_shaped_p (src->fn))
			return true;
	return false;
}

/* For each shape of a handler-shaped K&R function (0, 1 or 3
   parameters: cld_sigapi_knr_fits_p): the escapes it does not fit, and
   which of them each node reaches.  */
struct cld_solve_open {
	auto_vec<cld_detect_site> sites;
	auto_vec<unsigned> by_site;
};

/* The search found that SRC escapes first at a place of a prototyped
   function type that KNR, a handler-shaped K&R definition of it, fits,
   where it is not a handler (cld_mark_found): does it also escape where
   it may be one?  Searched again from those escapes only, at most once
   per shape and unit.  */
static const cld_detect_site *
cld_solve_knr_escape (const cld_detect_source *src, tree knr,
		      const unsigned *start, const unsigned *adj,
		      cld_solve_open *open)
{
	unsigned n = list_length (DECL_ARGUMENTS (knr));
	cld_solve_open *o = &open[n < 2 ? n : 2];
	cld_detect_site *s;
	unsigned i;

	if (o->by_site.is_empty ()) {
		FOR_EACH_VEC_ELT (cld_graph_g->escapes, i, s)
			if (!cld_graph_site_fits (s, knr))
				o->sites.safe_push (*s);
		cld_solve_search (&o->sites, start, adj, &o->by_site);
	}
	i = o->by_site[src->node];
	return i == CLD_DETECT_NO_NODE ? NULL : &o->sites[i];
}

/* The escape to credit SRC with: the first one found, unless that one
   cannot make a K&R function a handler and another can.  */
static const cld_detect_site *
cld_solve_escape_of (const cld_detect_source *src, const unsigned *start,
		     const unsigned *adj, const vec<unsigned> &by_escape,
		     cld_solve_open *open)
{
	auto_vec<cgraph_node *, 4> targets;
	const cld_detect_site *s;
	const cld_detect_site *other;
	cgraph_node *cn;
	unsigned i;

	if (by_escape[src->node] == CLD_DETECT_NO_NODE)
		return NULL;
	s = &cld_graph_g->escapes[by_escape[src->node]];
	if (!cld_graph_g->prototypes.get (s->node) || src->cast
	    || cld_sigapi_handler_type_p (src->fn))
		return s;
	cld_targets_of (src->fn, &targets);
	FOR_EACH_VEC_ELT (targets, i, cn)
		if (cld_sigapi_knr_handler_p (cn->decl)
		    && cld_graph_site_fits (s, cn->decl)) {
			other = cld_solve_knr_escape (src, cn->decl, start,
						      adj, open);
			return other ? other : s;
		}
	return s;
}

/* Auto: every function whose address escapes, if it has a handler's
   signature or was converted to a handler type on the way.  */
static void
cld_solve_auto (void)
{
	auto_vec<unsigned> by_escape, by_typed;
	auto_vec<cld_detect_site> typed_escapes;
	cld_solve_open open[3];
	unsigned *start, *adj, i;
	cld_detect_source *src;
	const cld_detect_site *s;

	if (!cld_solve_auto_candidates ())
		return;
	cld_graph_adjacency (true, true, CLD_EDGE_ALL, &start, &adj);
	cld_solve_search (&cld_graph_g->escapes, start, adj, &by_escape);
	/* Places of a handler type that escape: what flows into them was
	   converted to a handler on the way.  Not back through memory of
	   other types: every function stored through a void * would
	   otherwise count.  */
	for (i = 0; i < cld_graph_g->n_nodes; i++)
		if ((cld_graph_g->typed[i] & CLD_DETECT_TYPED)
		    && by_escape[i] != CLD_DETECT_NO_NODE) {
			cld_detect_site s = cld_graph_g->escapes[by_escape[i]];

			s.node = i;
			typed_escapes.safe_push (s);
		}
	cld_solve_search (&typed_escapes, start, adj, &by_typed,
			  CLD_DETECT_UNTYPED_MEMORY);
	FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src) {
		if (cld_graph_g->excluded.contains (src->fn))
			continue;
		if (by_typed[src->node] != CLD_DETECT_NO_NODE)
			cld_mark_found (src->fn, src->loc,
					&typed_escapes[by_typed[src->node]],
					CLD_DETECT_AUTO, true);
		else if ((s = cld_solve_escape_of (src, start, adj, by_escape,
						   open)))
			cld_mark_found (src->fn, src->loc, s,
					CLD_DETECT_AUTO, src->cast);
	}
	free (start);
	free (adj);
}

/* Every function compared against, each searched on its own.  */
static void
cld_solve_all_excluded (void)
{
	auto_vec<unsigned> sink_at, escape_at;
	auto_vec<tree> done;
	unsigned *start, *adj, i;
	cld_detect_source *src;

	cld_solve_site_at (cld_graph_g->sinks, &sink_at);
	cld_solve_site_at (cld_graph_g->escapes, &escape_at);
	cld_graph_adjacency (false, false, CLD_EDGE_ALL, &start, &adj);
	FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src)
		if (cld_graph_g->excluded.contains (src->fn)
		    && !done.contains (src->fn)) {
			done.safe_push (src->fn);
			cld_solve_excluded (src->fn, start, adj, sink_at,
					    escape_at);
		}
	free (start);
	free (adj);
}

/* Mark, for REASON at LOC, the code FN stands for; with CHECK_TYPE only
   what has a handler's type.  */
static void
cld_solve_signature_of (tree fn, const char *reason, location_t loc,
			bool check_type)
{
	auto_vec<cgraph_node *, 4> targets;
	cgraph_node *cn;
	unsigned i;

	cld_targets_of (fn, &targets);
	FOR_EACH_VEC_ELT (targets, i, cn)
		if (!cld_is_handler (cn->decl)
		    && (!check_type || cld_sigapi_handler_type_p (cn->decl)))
			cld_mark_handler (cn->decl, reason, loc,
					  CLD_DETECT_SIGNATURE);
}

/* Signature: every function of a handler's type whose address is
   taken, or that is visible outside.  */
static void
cld_solve_signature (void)
{
	cld_detect_source *src;
	cgraph_node *node;
	unsigned i;

	FOR_EACH_VEC_ELT (cld_graph_g->sources, i, src)
		cld_solve_signature_of (src->fn, "has a signal-handler "
					"signature and its address is taken",
					src->loc, true);
	/* An externally visible alias makes what it names visible.  */
	FOR_EACH_DEFINED_FUNCTION (node)
		if (node->externally_visible
		    && cld_sigapi_handler_type_p (node->decl))
			cld_solve_signature_of (node->decl, "has a "
						"signal-handler signature and "
						"is externally visible",
						UNKNOWN_LOCATION, false);
}

/* Verbose: the registrations an unknown value reaches, objects told
   apart as exact tells them (not over merge edges).  */
static void
cld_solve_unresolved (void)
{
	auto_vec<unsigned> by_unknown;
	unsigned *start, *adj;

	cld_graph_adjacency (false, false, CLD_EDGE_ALL & ~CLD_EDGE_MERGE,
			     &start, &adj);
	cld_solve_search (&cld_graph_g->unknowns, start, adj, &by_unknown);
	free (start);
	free (adj);
	cld_mark_note_unresolved (by_unknown);
}

/* Mark every handler the graph proves (or, at auto and signature,
   suggests), and with verbose note what cannot be resolved.  */
void
cld_solve_graph (void)
{
	auto_vec<unsigned> by_sink;

	cld_solve_exact (&by_sink);
	if (cld_opt.detect >= CLD_DETECT_AUTO) {
		cld_solve_offset_escapes (by_sink);
		cld_solve_auto ();
	}
	if (!cld_graph_g->excluded.is_empty ())
		cld_solve_all_excluded ();
	if (cld_opt.detect >= CLD_DETECT_SIGNATURE)
		cld_solve_signature ();
	if (cld_opt.verbose && cld_mark_final ())
		cld_solve_unresolved ();
}
