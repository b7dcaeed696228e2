/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- finding the signal handlers nobody marked: the pass.
 *
 * GCC's analyzer and clang-tidy only know "signal (SIG, fn)".  Real code
 * mostly stores the handler into a struct sigaction, passes it through a
 * wrapper, a variable, a table or a return value first.  This IPA pass
 * follows function addresses through all of that and attaches the
 * signal_handler attribute (cld-attr.c) to every function that can reach a
 * registration.  The files of detection, from the bottom up, are listed
 * in cld-detect.h; this one builds the graph (cld-build.c), ties the
 * accesses through pointers to the objects they reach (cld-points.c),
 * solves it (cld-solve.c) and reports its size.
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
#include "cld-detect.h"

/* Can the graph tell anything?  Exact and auto mark only functions
   whose address is taken (the sources of the graph), and nothing else
   of the graph is said unless verbose (unresolved registrations) asks.
   cgraph has marked every function whose address a body or an analyzed
   initializer takes (address_taken, by the references it records
   before IPA): a unit with none, and no variable left to analyze, has
   nothing to find, and building the graph of every body and
   initializer (most of detection's cost on ordinary code) would be
   wasted.  A unit with some is asked next whether it has anything a
   handler could be found by (cld-prescan.c): a table of callbacks or a
   qsort comparator is not.  In WPA the graph is always built.  */
static bool
cld_detect_may_find (bool lto)
{
	cgraph_node *node;
	varpool_node *vnode;

	if (lto || cld_opt.verbose || cld_opt.detect >= CLD_DETECT_SIGNATURE)
		return true;
	FOR_EACH_VARIABLE (vnode)
		if (vnode->definition && !vnode->analyzed)
			return true;
	FOR_EACH_FUNCTION (node)
		if (node->address_taken)
			return cld_prescan_unit ();
	return false;
}

static unsigned int
cld_detect_execute (bool lto)
{
	cgraph_node *node;
	clock_t start = clock ();

	/* The user's attribute on aliases, ifuncs and lambdas, at every
	   level.  */
	cld_mark_alias_attributes ();
	cld_mark_lambda_invokers ();
	if (cld_opt.detect == CLD_DETECT_NONE)
		return 0;
	if (!cld_detect_may_find (lto)) {
		if (dump_file)
			fprintf (dump_file, "cld-detect: no graph: nothing in "
				 "the unit a handler can be found by\n");
		return 0;
	}

	cld_graph_create ();

	/* In WPA no body is in memory until asked for; all are needed, as
	   flows cross units.  The bodies loaded are streamed to the LTRANS
	   units from memory instead of being copied (lto_output).  */
	if (lto)
		FOR_EACH_DEFINED_FUNCTION (node)
			if (node->has_gimple_body_p ())
				node->get_untransformed_body ();

	cld_build_unit ();
	cld_points_resolve ();
	cld_solve_graph ();
	/* Before SSA, while the unit's bodies are still the user's.  */
	cld_thunk_unit ();
	/* The size of the problem, for checking it stays linear
	   (bench/detect-scale.sh); -details adds CPU time.  GCC parses
	   -fdump-ipa-NAME before plugins add passes: use -fdump-ipa-all.  */
	if (dump_file) {
		fprintf (dump_file, "cld-detect: %u nodes, %u edges, "
			 "%u sources, %u sinks, %u escapes, %u unknowns, "
			 "%u handlers marked\n", cld_graph_g->n_nodes,
			 cld_graph_g->edges.length (),
			 cld_graph_g->sources.length (),
			 cld_graph_g->sinks.length (),
			 cld_graph_g->escapes.length (),
			 cld_graph_g->unknowns.length (),
			 cld_graph_g->n_marked);
		if (dump_flags & TDF_DETAILS)
			fprintf (dump_file, "cld-detect: %.3f s CPU\n",
				 (double) (clock () - start) / CLOCKS_PER_SEC);
	}
	cld_graph_destroy ();
	return 0;
}

/* --- the pass ------------------------------------------------------------ */

/* In lto1 the reference pass ("whole-program") is a regular IPA pass,
   and a plugin pass must have the type of its reference: so this one is
   an IPA pass too, with no summaries -- it works in WPA on the bodies
   themselves.  That type is not an opt_pass of cld_pass_create's kind:
   it keeps its own class.  */
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

/* cc1, cc1plus: the per-unit instance.  At detect=none only a unit where
   the user wrote the attribute has anything to carry to aliases, ifuncs
   and lambdas.  */
static bool
cld_detect_gate (function *)
{
	return !in_lto_p && cld_detect_wanted ()
		&& (cld_opt.detect != CLD_DETECT_NONE || cld_attr_seen);
}

static unsigned int
cld_detect_run (function *)
{
	return cld_detect_execute (false);
}

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
	return cld_pass_create (ctxt, SIMPLE_IPA_PASS, "cld-detect",
				cld_detect_gate, cld_detect_run);
}
