/* SPDX-License-Identifier: GPL-3.0-or-later */
/* floor.c -- the cheapest plugin GCC can load, built with cld's own flags
 * (mk/bench.mk): plugin_init registers nothing.  What a compile costs
 * with it loaded, over plain gcc, is the floor that loading any plugin
 * costs (dlopen, the plugin event dispatch GCC turns on, a moved heap);
 * bench/bench.sh reports cld's cost as its excess over this floor.
 * Built with -DFLOOR_PASS (floor-pass.so): one RTL pass whose execute
 * does nothing, the floor of a plugin that has a pass at all.
 */
#include "gcc-plugin.h"
#ifdef FLOOR_PASS
#include "tree-pass.h"
#include "context.h"
#endif

#define FLOOR_EXPORT __attribute__ ((visibility ("default")))

FLOOR_EXPORT int plugin_is_GPL_compatible;

#ifdef FLOOR_PASS
static const pass_data floor_pass_data = {
	RTL_PASS, "floor", OPTGROUP_NONE, TV_NONE, 0, 0, 0, 0, 0
};

namespace {
class floor_pass : public rtl_opt_pass {
public:
	floor_pass (gcc::context *ctxt)
		: rtl_opt_pass (floor_pass_data, ctxt) {}
	bool gate (function *) { return true; }
	unsigned int execute (function *) { return 0; }
};
}
#endif

FLOOR_EXPORT int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
#ifdef FLOOR_PASS
	/* Where cld's insert pass goes: right before branch shortening.  */
	struct register_pass_info info = {
		new floor_pass (g), "shorten", 1, PASS_POS_INSERT_BEFORE
	};

	register_callback (plugin_info->base_name, PLUGIN_PASS_MANAGER_SETUP,
			   NULL, &info);
#endif
	return 0;
}
