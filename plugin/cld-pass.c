/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the one pass class the plugin's passes are made from.
 *
 * GCC wants a pass_data and a class derived from opt_pass per pass; the
 * plugin's passes differ only in name, type, gate and execute, so they are
 * all this class, given those four.  opt_pass copies the pass_data it is
 * given (it is one), so the data built here need not outlive the call.
 * Where each pass runs, and why, is cld.c's.
 */
#include "cld-compat.h"
#include "cld.h"

class cld_pass : public opt_pass {
public:
	cld_pass (const pass_data &data, gcc::context *ctxt,
		  bool (*gate_fn) (function *),
		  unsigned int (*execute_fn) (function *));
	virtual bool gate (function *fun);
	virtual unsigned int execute (function *fun);

private:
	bool (*m_gate) (function *);
	unsigned int (*m_execute) (function *);
};

cld_pass::cld_pass (const pass_data &data, gcc::context *ctxt,
		    bool (*gate_fn) (function *),
		    unsigned int (*execute_fn) (function *))
	: opt_pass (data, ctxt), m_gate (gate_fn), m_execute (execute_fn)
{
}

bool
cld_pass::gate (function *fun)
{
	return !m_gate || m_gate (fun);
}

unsigned int
cld_pass::execute (function *fun)
{
	return m_execute (fun);
}

/* A pass of TYPE (RTL_PASS or SIMPLE_IPA_PASS) called NAME (its dump is
   -fdump-rtl-NAME or -fdump-ipa-NAME) that runs EXECUTE_FN when GATE_FN,
   if any, says so.  */
opt_pass *
cld_pass_create (gcc::context *ctxt, enum opt_pass_type type,
		 const char *name, bool (*gate_fn) (function *),
		 unsigned int (*execute_fn) (function *))
{
	pass_data data = {
		type, name, OPTGROUP_NONE, TV_PLUGIN_RUN,
		(unsigned int) (type == RTL_PASS ? PROP_rtl : 0),
		0, 0, 0, 0
	};

	return new cld_pass (data, ctxt, gate_fn, execute_fn);
}
