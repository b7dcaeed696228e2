/* cld -- telling the user what the plugin did.
 *
 * With -fplugin-arg-cld-verbose every function that gets a cld gets a note
 * at its declaration saying why, in GCC's own diagnostic format so IDEs and
 * build logs place it.
 */
#include "cld-compat.h"
#include "cld.h"

void
cld_report_protected (tree fndecl, unsigned n_cld)
{
	if (!cld_opt.verbose)
		return;
	inform (DECL_SOURCE_LOCATION (fndecl),
		"%s: %u %<cld%> at entry of %qD: %s", cld_plugin_name, n_cld,
		fndecl, cld_handler_reason (fndecl));
}
