/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the signal_handler function attribute.
 *
 *   void on_sigint (int) __attribute__((signal_handler));
 *
 * says "the kernel or a dispatcher may enter this function with DF set".
 * The attribute lives in DECL_ATTRIBUTES, so it merges across
 * redeclarations, is streamed into LTO objects and is seen by lto1 when the
 * plugin runs there.  The plugin itself attaches it (with a reason as its
 * value, which users cannot write: the attribute takes no arguments) to the
 * handlers it finds on its own, so everything downstream -- insertion,
 * notes, reports, LTO -- treats found and marked handlers alike.
 */
#include "cld-compat.h"
#include "cld.h"

static tree cld_attr_handle (tree *node, tree name, tree args, int flags,
			     bool *no_add_attrs);

/* Is FNDECL naked?  Such a function has no prologue for a cld to go in,
   and its body is the user's asm: it never gets a cld.  */
bool
cld_attr_is_naked (tree fndecl)
{
	return lookup_attribute ("naked", DECL_ATTRIBUTES (fndecl));
}

/* If FNDECL is naked, warn (once, from whichever side sees both
   attributes first) and tell the user what to do instead.  */
bool
cld_attr_naked_conflict (tree fndecl)
{
	if (!cld_attr_is_naked (fndecl))
		return false;
	warning_at (DECL_SOURCE_LOCATION (fndecl), OPT_Wattributes,
		    "%qs attribute ignored on %<naked%> function %qD: no "
		    "%<cld%> can be emitted; clear DF in its %<asm%> body "
		    "instead", CLD_ATTR_NAME, fndecl);
	return true;
}

/* decl_required: on a type GCC itself warns "does not apply to types"
   under -Wattributes.  Arity (none) is also checked by GCC, with its
   usual "wrong number of arguments" error.  */
static const struct attribute_spec cld_attr_spec = {
	CLD_ATTR_NAME, 0, 0, true, false, false, false, cld_attr_handle, NULL
};

static tree
cld_attr_handle (tree *node, tree name, tree args, int flags,
		 bool *no_add_attrs)
{
	tree decl = *node;

	if (TREE_CODE (decl) != FUNCTION_DECL) {
		warning_at (DECL_SOURCE_LOCATION (decl), OPT_Wattributes,
			    "%qE attribute only applies to functions; ignored",
			    name);
		*no_add_attrs = true;
		return NULL_TREE;
	}
	/* naked written after signal_handler is caught when the function is
	   compiled (cld-insert.c); this catches it written before.  */
	if (cld_attr_naked_conflict (decl))
		*no_add_attrs = true;
	return NULL_TREE;
}

/* PLUGIN_ATTRIBUTES.  */
void
cld_attr_register (void *gcc_data, void *user_data)
{
	register_attribute (&cld_attr_spec);
}

static tree
cld_attr_lookup (tree fndecl)
{
	return lookup_attribute (CLD_ATTR_NAME, DECL_ATTRIBUTES (fndecl));
}

bool
cld_is_handler (tree fndecl)
{
	return cld_attr_lookup (fndecl) != NULL_TREE;
}

/* The type of every string the plugin puts in an attribute value: char[],
   built once.  A STRING_CST needs an array type (the value is streamed
   into LTO objects, and a string with no type is not something the rest
   of GCC ever builds), but not one per length: build_array_type_nelts
   would hash a new index type and array type for each.  The collector
   must know the plugin holds it.  */
static tree cld_attr_string_type;

const struct ggc_root_tab cld_attr_roots[] = {
	{ &cld_attr_string_type, 1, sizeof (cld_attr_string_type),
	  &gt_ggc_mx_tree_node, &gt_pch_nx_tree_node },
	LAST_GGC_ROOT_TAB
};

tree
cld_attr_string (const char *s)
{
	tree str = build_string (strlen (s) + 1, s);

	if (!cld_attr_string_type)
		cld_attr_string_type = build_array_type (char_type_node,
							 NULL_TREE);
	TREE_TYPE (str) = cld_attr_string_type;
	return str;
}

/* Attach the attribute to a handler the plugin found, or to the code of
   an alias or ifunc the user marked.  Its value is the list ("REASON"
   "WHERE" "LEVEL"): why, the registration as "file:line:col" and the
   detection level (WHERE and LEVEL may be NULL: the user's attribute).
   Strings rather than a location_t because they stream through LTO
   unchanged and the report wants text anyway.  Only the first reason is
   kept: a function marked by the user, or found earlier, keeps what it
   has.  */
void
cld_attr_mark (tree fndecl, const char *reason, const char *where,
	       const char *level)
{
	tree value = NULL_TREE;

	if (cld_is_handler (fndecl))
		return;
	if (level)
		value = tree_cons (NULL_TREE, cld_attr_string (level), value);
	if (where || level)
		value = tree_cons (NULL_TREE,
				   cld_attr_string (where ? where : ""), value);
	value = tree_cons (NULL_TREE, cld_attr_string (reason), value);
	DECL_ATTRIBUTES (fndecl) = tree_cons (get_identifier (CLD_ATTR_NAME),
					      value,
					      DECL_ATTRIBUTES (fndecl));
}

/* The Nth string of the attribute value, or NULL (user-written).  */
static const char *
cld_attr_nth_string (tree fndecl, unsigned n)
{
	tree attr = cld_attr_lookup (fndecl);
	tree v;

	if (!attr)
		return NULL;
	for (v = TREE_VALUE (attr); v && n; v = TREE_CHAIN (v))
		n--;
	if (v && TREE_VALUE (v) && TREE_CODE (TREE_VALUE (v)) == STRING_CST)
		return TREE_STRING_POINTER (TREE_VALUE (v));
	return NULL;
}

const char *
cld_handler_reason (tree fndecl)
{
	const char *reason = cld_attr_nth_string (fndecl, 0);

	return reason ? reason : "marked with the signal_handler attribute";
}

/* "file:line:col" of the registration, or NULL when not known.  */
const char *
cld_handler_where (tree fndecl)
{
	const char *where = cld_attr_nth_string (fndecl, 1);

	return where && *where ? where : NULL;
}

/* The detection level that found it, or "attribute".  */
const char *
cld_handler_level (tree fndecl)
{
	const char *level = cld_attr_nth_string (fndecl, 2);

	return level ? level : "attribute";
}
