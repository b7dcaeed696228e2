/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- handler detection: what "exact" proves, call by call.
 *
 * The graph has one node per parameter and per function result, shared
 * by every call.  Followed blindly, a helper that returns its argument
 * ("nonnull (f)", used for a handler and for a progress callback) would
 * hand every argument of every call to every caller's result, and the
 * progress callback would count as registered.  So the exact search
 * follows only paths on which a value that went into a function through
 * one call comes out of it through the same call: the classic
 * "realizable paths" of interprocedural analysis.
 *
 * An argument goes into a node of its call, then by a call edge into the
 * parameter; a result comes back by a return edge into a node of its
 * call (cld-build.c).  Summary edges stand for a whole call: argument
 * node to result node of that call, when the parameter reaches the
 * function's result within the function (through its own locals and the
 * summaries of the calls it makes; a worklist over the callers gives
 * the fixed point under recursion).  The search, backwards from the
 * registrations, then runs in two phases: "down" (from here the value
 * may still enter functions, through call edges, but must not leave
 * one it was not seen entering) and "up" (it may also leave a function
 * to any caller, through return edges, as a value that started there
 * does).  A place every call shares -- a variable of static storage, a
 * field, memory -- forgets the call a value came through, so there the
 * two phases meet.  Both phases are linear in the graph, and the
 * summaries cost each function its own size once per new fact.
 *
 * Only exact works this way: auto's escapes and verbose's unknowns keep
 * the context-free search, where over-approximating is what is wanted.
 *
 * cld-points.c asks the same of pointers to objects ("std::get" returns
 * a pointer into the pair it is given): its summaries also follow
 * pointer arithmetic and say into which field a returned pointer points
 * (cld_detect_through), and its search starts from other places.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* The state of the summaries: what of each parameter reaches its
   function's result, the call whose result each node is, the calls of
   each function, and a stamp and a "through" per node for the searches
   inside one function.  OFFSETS: whether those go past an address plus
   an offset.  */
struct cld_context_state {
	hash_map<tree, cld_detect_through> through;
	hash_map<cld_detect_node_hash, unsigned> ret_call;
	hash_map<tree, unsigned> first_call;	/* callee -> a call */
	auto_vec<unsigned> next_call;		/* call -> next, same callee */
	auto_vec<unsigned> stamp;
	auto_vec<cld_detect_through> at;
	auto_vec<unsigned> queue;
	unsigned now;
	bool offsets;
};

static cld_context_state *cld_context_s;

/* What comes out of a path that does T, then OUTER.  */
static cld_detect_through
cld_context_compose (cld_detect_through outer, cld_detect_through t)
{
	if (t.how == CLD_THROUGH_NONE || outer.how == CLD_THROUGH_SAME)
		return t;
	return outer;
}

/* Either A or B.  */
static cld_detect_through
cld_context_join (cld_detect_through a, cld_detect_through b)
{
	cld_detect_through mixed = { CLD_THROUGH_MIXED, NULL_TREE };

	if (a.how == CLD_THROUGH_NONE)
		return b;
	if (b.how == CLD_THROUGH_NONE
	    || (a.how == b.how && a.field == b.field))
		return a;
	return mixed;
}

/* The call whose result node is NODE, or CLD_DETECT_NO_NODE.  */
static unsigned
cld_context_call_of (unsigned node)
{
	unsigned *c = cld_context_s->ret_call.get (node);

	return c ? *c : CLD_DETECT_NO_NODE;
}

/* In the search of the current stamp: node P reaches the result as T
   says (also).  */
static void
cld_context_reach (unsigned p, cld_detect_through t)
{
	cld_context_state *s = cld_context_s;
	cld_detect_through j;

	if (t.how == CLD_THROUGH_NONE)
		return;
	if (s->stamp[p] != s->now) {
		s->stamp[p] = s->now;
		s->at[p] = t;
		s->queue.safe_push (p);
		return;
	}
	j = cld_context_join (s->at[p], t);
	if (j.how != s->at[p].how || j.field != s->at[p].field) {
		s->at[p] = j;
		s->queue.safe_push (p);
	}
}

/* From node U, which reaches the result as R says, to its predecessors
   over the edges of ADJ (START gives each node's slice) and the summary
   edges into U when it is a call's result.  */
static void
cld_context_preds (unsigned u, cld_detect_through r, const unsigned *start,
		   const unsigned *adj)
{
	cld_detect_through rk = r;
	unsigned k, c = cld_context_call_of (u);

	/* What goes through "&p->f" comes out as a pointer into F.  */
	if (cld_graph_g->typed[u] & CLD_DETECT_SETKEY) {
		cld_detect_through f = { CLD_THROUGH_FIELD,
					 *cld_graph_g->setkey.get (u) };

		rk = cld_context_compose (r, f);
	}
	for (k = start[u]; k < start[u + 1]; k++)
		cld_context_reach (adj[k], rk);
	if (c != CLD_DETECT_NO_NODE) {
		cld_detect_call *call = &cld_graph_g->calls[c];

		for (k = call->first; k < call->first + call->n; k++) {
			cld_detect_through *t = cld_context_s->through.get
				(cld_graph_g->args[k].parm);

			if (t)
				cld_context_reach (cld_graph_g->args[k].node,
						   cld_context_compose (r, *t));
		}
	}
}

/* Search FN backwards from its result over the edges of ADJ and the
   summary edges, within FN (not through shared places, nor past an
   offset unless asked): true if what a parameter passes to the result
   grew.  */
static bool
cld_context_summarize (tree fn, const unsigned *start, const unsigned *adj)
{
	cld_context_state *s = cld_context_s;
	unsigned *res = cld_graph_g->results.get (fn);
	cld_detect_through same = { CLD_THROUGH_SAME, NULL_TREE };
	unsigned head;
	bool grew = false;
	tree parm;

	if (!res)
		return false;
	s->now++;
	s->queue.truncate (0);
	cld_context_reach (*res, same);
	for (head = 0; head < s->queue.length (); head++) {
		unsigned u = s->queue[head];
		unsigned char t = cld_graph_g->typed[u];

		if ((t & CLD_DETECT_SHARED)
		    || (!s->offsets && (t & CLD_DETECT_OFFSET)))
			continue;
		cld_context_preds (u, s->at[u], start, adj);
	}
	for (parm = DECL_ARGUMENTS (fn); parm; parm = DECL_CHAIN (parm)) {
		unsigned *p = cld_graph_g->nodes.get (parm);
		bool existed;
		cld_detect_through *t, j;

		if (!p || s->stamp[*p] != s->now)
			continue;
		t = &s->through.get_or_insert (parm, &existed);
		if (!existed)
			t->how = CLD_THROUGH_NONE;
		j = cld_context_join (*t, s->at[*p]);
		if (j.how != t->how || j.field != t->field) {
			*t = j;
			grew = true;
		}
	}
	return grew;
}

/* Index the calls: by their result node, and by callee.  */
static void
cld_context_index_calls (void)
{
	cld_detect_call *call;
	unsigned c;

	cld_context_s->next_call.safe_grow (cld_graph_g->calls.length ());
	FOR_EACH_VEC_ELT (cld_graph_g->calls, c, call) {
		bool existed;
		unsigned *first = &cld_context_s->first_call.get_or_insert
			(call->callee, &existed);

		cld_context_s->ret_call.put (call->ret, c);
		cld_context_s->next_call[c] = existed ? *first
			: CLD_DETECT_NO_NODE;
		*first = c;
	}
}

/* What of each parameter reaches its function's result, over the edges
   of KINDS (and past offsets with OFFSETS), to a fixed point: a function
   whose summary grew makes its callers summarize again.  OUT gets a
   summary edge per argument of a call that its callee returns.  */
void
cld_context_summaries (unsigned kinds, bool offsets,
		       vec<cld_detect_summary> *out)
{
	cld_context_state s;
	unsigned *start, *adj, c, i;
	auto_vec<tree> work;
	hash_set<tree> queued;
	cld_detect_call *call;

	cld_context_s = &s;
	s.now = 0;
	s.offsets = offsets;
	s.stamp.safe_grow_cleared (cld_graph_g->n_nodes);
	s.at.safe_grow_cleared (cld_graph_g->n_nodes);
	cld_context_index_calls ();
	cld_graph_adjacency (true, false, kinds, &start, &adj);
	FOR_EACH_VEC_ELT (cld_graph_g->calls, c, call)
		if (!queued.add (call->callee))
			work.safe_push (call->callee);
	while (!work.is_empty ()) {
		tree fn = work.pop ();
		unsigned *first;

		queued.remove (fn);
		if (!cld_context_summarize (fn, start, adj))
			continue;
		first = s.first_call.get (fn);
		for (c = first ? *first : CLD_DETECT_NO_NODE;
		     c != CLD_DETECT_NO_NODE; c = s.next_call[c]) {
			tree caller = cld_graph_g->calls[c].caller;

			if (caller && s.first_call.get (caller)
			    && !queued.add (caller))
				work.safe_push (caller);
		}
	}
	free (start);
	free (adj);
	FOR_EACH_VEC_ELT (cld_graph_g->calls, c, call)
		for (i = call->first; i < call->first + call->n; i++) {
			cld_detect_through *t = s.through.get
				(cld_graph_g->args[i].parm);
			cld_detect_summary e = { cld_graph_g->args[i].node,
						 call->ret, { CLD_THROUGH_NONE,
							      NULL_TREE } };

			if (!t || t->how == CLD_THROUGH_NONE)
				continue;
			e.through = *t;
			out->safe_push (e);
		}
	cld_context_s = NULL;
}

/* The two-phase search (see the head of this file): DOWN[n] and UP[n]
   hold the index of the start node that node N reaches in that phase.
   START and ADJ: the predecessors over the edges followed, call edges,
   return edges and summary edges.  */
struct cld_context_search_state {
	auto_vec<unsigned> down;
	vec<unsigned> *up;
	auto_vec<unsigned> queue;	/* node * 2 + (1 for up) */
	unsigned *start[4], *adj[4];
};

static void cld_context_up (cld_context_search_state *st, unsigned n,
			    unsigned site);

/* Node N reaches start SITE without leaving a function it was not seen
   entering; then it reaches it at all.  */
static void
cld_context_down (cld_context_search_state *st, unsigned n, unsigned site)
{
	if (st->down[n] != CLD_DETECT_NO_NODE)
		return;
	st->down[n] = site;
	st->queue.safe_push (n * 2);
	cld_context_up (st, n, site);
}

/* Node N reaches start SITE, maybe leaving its function to any caller
   first.  */
static void
cld_context_up (cld_context_search_state *st, unsigned n, unsigned site)
{
	if ((*st->up)[n] != CLD_DETECT_NO_NODE)
		return;
	(*st->up)[n] = site;
	st->queue.safe_push (n * 2 + 1);
	/* A shared place forgets which call a value came through.  */
	if (cld_graph_g->typed[n] & CLD_DETECT_SHARED)
		cld_context_down (st, n, site);
}

/* Go on from node U, reached in phase UP (else down), to its
   predecessors: over the edges followed, call edges (down) or return
   edges (up), and the summary edges into U.  */
static void
cld_context_step (cld_context_search_state *st, unsigned u, bool up)
{
	unsigned site = up ? (*st->up)[u] : st->down[u];
	unsigned which, k;
	const unsigned which_of[3] = { 0, up ? 2u : 1u, 3 };

	for (which = 0; which < 3; which++) {
		const unsigned *start = st->start[which_of[which]];
		const unsigned *adj = st->adj[which_of[which]];

		for (k = start[u]; k < start[u + 1]; k++)
			if (up)
				cld_context_up (st, adj[k], site);
			else
				cld_context_down (st, adj[k], site);
	}
}

/* The summary edges SUMS backwards, as cld_graph_adjacency lays out
   edges: *STARTP gives each node's slice of *ADJP.  */
static void
cld_context_summary_adjacency (const vec<cld_detect_summary> &sums,
			       unsigned **startp, unsigned **adjp)
{
	unsigned n = cld_graph_g->n_nodes, i;
	unsigned *start = XCNEWVEC (unsigned, n + 2);
	unsigned *adj = XNEWVEC (unsigned, sums.length () + 1);

	for (i = 0; i < sums.length (); i++)
		start[sums[i].to + 2]++;
	for (i = 2; i < n + 2; i++)
		start[i] += start[i - 1];
	for (i = 0; i < sums.length (); i++)
		adj[start[sums[i].to + 1]++] = sums[i].from;
	*startp = start;
	*adjp = adj;
}

/* REACHED[n] becomes the index in STARTS of a node that node N reaches
   by a realizable path over the edges of KINDS, call and return edges,
   and the summary edges SUMS; or CLD_DETECT_NO_NODE.  STARTS holds each
   node times 2, plus 1 where only what did not come from a call of its
   function counts (phase up: the result of a visible function, which
   returns to the calls of other files).  Without OFFSETS, an offset node
   is reached but not gone through.  */
void
cld_context_walk (const vec<unsigned> &starts, unsigned kinds, bool offsets,
		  const vec<cld_detect_summary> &sums, vec<unsigned> *reached)
{
	cld_context_search_state st;
	unsigned i, head, n = cld_graph_g->n_nodes;
	const unsigned edge_kinds[3] = { kinds, CLD_EDGE_CALL,
					 CLD_EDGE_RETURN };

	for (i = 0; i < 3; i++)
		cld_graph_adjacency (true, false, edge_kinds[i], &st.start[i],
				     &st.adj[i]);
	cld_context_summary_adjacency (sums, &st.start[3], &st.adj[3]);
	reached->truncate (0);
	reached->safe_grow (n);
	st.down.safe_grow (n);
	st.up = reached;
	for (i = 0; i < n; i++)
		st.down[i] = (*reached)[i] = CLD_DETECT_NO_NODE;
	for (i = 0; i < starts.length (); i++)
		if (starts[i] & 1)
			cld_context_up (&st, starts[i] / 2, i);
		else
			cld_context_down (&st, starts[i] / 2, i);
	for (head = 0; head < st.queue.length (); head++) {
		unsigned u = st.queue[head] / 2;

		if (offsets || !(cld_graph_g->typed[u] & CLD_DETECT_OFFSET))
			cld_context_step (&st, u, st.queue[head] & 1);
	}
	for (i = 0; i < 4; i++) {
		free (st.start[i]);
		free (st.adj[i]);
	}
}

/* Exact: REACHED[n] becomes the index of a sink that node N reaches by
   a realizable path, or CLD_DETECT_NO_NODE.  An offset node is reached
   but not gone through.  MERGED, if not NULL, gets the same with the
   parts of objects as one with the same part of every object of their
   type (merge edges): what auto counts.  */
void
cld_context_search (vec<unsigned> *reached, vec<unsigned> *merged)
{
	auto_vec<cld_detect_summary> sums;
	auto_vec<unsigned> starts;
	unsigned i;

	cld_context_summaries (CLD_EDGE_FLOW, false, &sums);
	for (i = 0; i < cld_graph_g->sinks.length (); i++)
		starts.safe_push (cld_graph_g->sinks[i].node * 2);
	cld_context_walk (starts, CLD_EDGE_FLOW, false, sums, reached);
	if (merged)
		cld_context_walk (starts, CLD_EDGE_FLOW | CLD_EDGE_MERGE, false,
				  sums, merged);
}
