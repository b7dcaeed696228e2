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
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* The state of the summaries: parameters whose value reaches their
   function's result, the call whose result each node is, the calls of
   each function, and a stamp per node for the searches inside one
   function.  */
struct cld_context_state {
	hash_set<tree> through;
	hash_map<int_hash<unsigned, ~0u, ~0u - 1>, unsigned> ret_call;
	hash_map<tree, unsigned> first_call;	/* callee -> a call */
	auto_vec<unsigned> next_call;		/* call -> next, same callee */
	auto_vec<unsigned> stamp;
	unsigned now;
};

static cld_context_state *cld_context_s;

/* The call whose result node is NODE, or CLD_DETECT_NO_NODE.  */
static unsigned
cld_context_call_of (unsigned node)
{
	unsigned *c = cld_context_s->ret_call.get (node);

	return c ? *c : CLD_DETECT_NO_NODE;
}

/* Push onto OUT each argument node of call C whose parameter reaches
   the callee's result: the summary edges into C's result node.  */
static void
cld_context_summary_preds (unsigned c, vec<unsigned> *out)
{
	cld_detect_call *call = &cld_graph_g->calls[c];
	unsigned i;

	for (i = call->first; i < call->first + call->n; i++)
		if (cld_context_s->through.contains (cld_graph_g->args[i].parm))
			out->safe_push (cld_graph_g->args[i].node);
}

/* Search FN backwards from its result over flow and summary edges,
   within FN (not through shared places, nor past an offset): true if a
   parameter not known to reach the result before does now.  */
static bool
cld_context_summarize (tree fn, const unsigned *start, const unsigned *adj)
{
	unsigned *res = cld_graph_g->results.get (fn);
	auto_vec<unsigned> queue;
	unsigned head, k, stamp = ++cld_context_s->now;
	bool grew = false;
	tree parm;

	if (!res)
		return false;
	queue.safe_push (*res);
	cld_context_s->stamp[*res] = stamp;
	for (head = 0; head < queue.length (); head++) {
		unsigned u = queue[head], c = cld_context_call_of (u);
		auto_vec<unsigned, 16> preds;

		if (cld_graph_g->typed[u]
		    & (CLD_DETECT_SHARED | CLD_DETECT_OFFSET))
			continue;
		for (k = start[u]; k < start[u + 1]; k++)
			preds.safe_push (adj[k]);
		if (c != CLD_DETECT_NO_NODE)
			cld_context_summary_preds (c, &preds);
		for (k = 0; k < preds.length (); k++)
			if (cld_context_s->stamp[preds[k]] != stamp) {
				cld_context_s->stamp[preds[k]] = stamp;
				queue.safe_push (preds[k]);
			}
	}
	for (parm = DECL_ARGUMENTS (fn); parm; parm = DECL_CHAIN (parm)) {
		unsigned *p = cld_graph_g->nodes.get (parm);

		if (p && cld_context_s->stamp[*p] == stamp
		    && !cld_context_s->through.add (parm))
			grew = true;
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

/* Which parameters reach their function's result, to a fixed point: a
   function whose summary grew makes its callers summarize again.  */
static void
cld_context_summaries (void)
{
	unsigned *start, *adj, c;
	auto_vec<tree> work;
	hash_set<tree> queued;
	cld_detect_call *call;

	cld_graph_adjacency (true, false, CLD_EDGE_FLOW, &start, &adj);
	FOR_EACH_VEC_ELT (cld_graph_g->calls, c, call)
		if (!queued.add (call->callee))
			work.safe_push (call->callee);
	while (!work.is_empty ()) {
		tree fn = work.pop ();
		unsigned *first;

		queued.remove (fn);
		if (!cld_context_summarize (fn, start, adj))
			continue;
		first = cld_context_s->first_call.get (fn);
		for (c = first ? *first : CLD_DETECT_NO_NODE;
		     c != CLD_DETECT_NO_NODE; c = cld_context_s->next_call[c]) {
			tree caller = cld_graph_g->calls[c].caller;

			if (caller && cld_context_s->first_call.get (caller)
			    && !queued.add (caller))
				work.safe_push (caller);
		}
	}
	free (start);
	free (adj);
}

/* The two-phase search (see the head of this file): DOWN[n] and UP[n]
   hold the index of the sink that node N reaches in that phase.  */
struct cld_context_search_state {
	auto_vec<unsigned> down;
	vec<unsigned> *up;
	auto_vec<unsigned> queue;	/* node * 2 + (1 for up) */
};

static void cld_context_up (cld_context_search_state *st, unsigned n,
			    unsigned site);

/* Node N reaches sink SITE without leaving a function it was not seen
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

/* Node N reaches sink SITE, maybe leaving its function to any caller
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
   predecessors: FLOW over flow edges, CALLS over call edges (down) or
   RETS over return edges (up), and the summary edges into U.  */
static void
cld_context_step (cld_context_search_state *st, unsigned u, bool up,
		  const unsigned *const *start, const unsigned *const *adj)
{
	unsigned site = up ? (*st->up)[u] : st->down[u];
	unsigned kind, k, c = cld_context_call_of (u);
	auto_vec<unsigned, 16> preds;

	for (kind = 0; kind < 2; kind++) {
		unsigned which = kind == 0 ? 0 : (up ? 2 : 1);

		for (k = start[which][u]; k < start[which][u + 1]; k++)
			preds.safe_push (adj[which][k]);
	}
	if (c != CLD_DETECT_NO_NODE)
		cld_context_summary_preds (c, &preds);
	for (k = 0; k < preds.length (); k++)
		if (up)
			cld_context_up (st, preds[k], site);
		else
			cld_context_down (st, preds[k], site);
}

/* Exact: REACHED[n] becomes the index of a sink that node N reaches by
   a realizable path, or CLD_DETECT_NO_NODE.  An offset node is reached
   but not gone through.  */
void
cld_context_search (vec<unsigned> *reached)
{
	cld_context_state s;
	cld_context_search_state st;
	unsigned *start[3], *adj[3], i, head, n = cld_graph_g->n_nodes;
	static const unsigned kinds[3] = { CLD_EDGE_FLOW, CLD_EDGE_CALL,
					   CLD_EDGE_RETURN };

	cld_context_s = &s;
	s.now = 0;
	s.stamp.safe_grow_cleared (n);
	cld_context_index_calls ();
	cld_context_summaries ();
	for (i = 0; i < 3; i++)
		cld_graph_adjacency (true, false, kinds[i], &start[i], &adj[i]);
	reached->safe_grow (n);
	st.down.safe_grow (n);
	st.up = reached;
	for (i = 0; i < n; i++)
		st.down[i] = (*reached)[i] = CLD_DETECT_NO_NODE;
	for (i = 0; i < cld_graph_g->sinks.length (); i++)
		cld_context_down (&st, cld_graph_g->sinks[i].node, i);
	for (head = 0; head < st.queue.length (); head++) {
		unsigned u = st.queue[head] / 2;

		if (!(cld_graph_g->typed[u] & CLD_DETECT_OFFSET))
			cld_context_step (&st, u, st.queue[head] & 1,
					  start, adj);
	}
	for (i = 0; i < 3; i++) {
		free (start[i]);
		free (adj[i]);
	}
	cld_context_s = NULL;
}
