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
 *
 * The attribute is there for what reads DECL_ATTRIBUTES during IPA: IPA
 * ICF, which must not fold a handler into a function without a cld (it
 * compares attribute lists, values included), and the LTO streamer.
 * After IPA each handler moves into a side table (cld_attr_strip): GCC
 * looks attributes up many times per function on its way to assembly,
 * and a list that is no longer empty slows every one of those lookups.
 * Where neither of them runs (no -flto, no -fipa-icf: -O0, -O1, -Og),
 * a handler the plugin finds goes into the table straight away, and the
 * clones IPA makes of it (which copy an attribute with the declaration)
 * are entered through cgraph's duplication hook; the few copies GCC
 * makes without that hook keep the attribute (cld_attr_read_in_ipa).
 * The text the report and verbose notes give lives in the table too, and
 * is built only when one of them, or the LTO streamer, will read it.
 */
#include "cld-compat.h"
#include "cld.h"

static tree cld_attr_handle (tree *node, tree name, tree args, int flags,
			     bool *no_add_attrs);

/* Has the user written the attribute on a function in this unit?  */
bool cld_attr_seen;

/* Has the plugin attached it to a function (cld_attr_mark)?  */
static bool cld_attr_marked;

/* What the report and verbose notes say about a handler: why it is one,
   the registration as "file:line:col", the detection level; NULL where
   not known or not built (see cld_attr_want_text).  */
struct cld_attr_info {
	char *reason;
	char *where;
	const char *level;
};

/* The handlers, by DECL_UID (never reused in a compile, unlike the
   address of a collected decl).  */
typedef hash_map<int_hash<unsigned, UINT_MAX, UINT_MAX - 1>,
		 cld_attr_info> cld_attr_map;
static cld_attr_map *cld_attr_table;

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
	else
		cld_attr_seen = true;
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

static cld_attr_info *
cld_attr_info_of (tree fndecl)
{
	return cld_attr_table ? cld_attr_table->get (DECL_UID (fndecl)) : NULL;
}

/* Can any declaration carry the attribute in this compile: the user's,
   the plugin's, or (lto1) one streamed in?  Else no list is searched.  */
static bool
cld_attr_anywhere (void)
{
	return in_lto_p || cld_attr_seen || cld_attr_marked;
}

bool
cld_is_handler (tree fndecl)
{
	if (cld_attr_info_of (fndecl))
		return true;
	return cld_attr_anywhere () && cld_attr_lookup (fndecl) != NULL_TREE;
}

/* Will anything read a handler's reason, registration and level?  The
   verbose notes, the report, and lto1, which gets them through the
   streamed attribute (cc1 -flto writes them, WPA passes them on).  */
bool
cld_attr_want_text (void)
{
	return cld_opt.verbose || cld_opt.report || flag_generate_lto
		|| in_lto_p;
}

static char *
cld_attr_dup (const char *s)
{
	return s ? xstrdup (s) : NULL;
}

/* The level's name, one of cld_detect_names where it is one (it always
   is but in an object from another version of the plugin): no copy per
   handler.  */
static const char *
cld_attr_level (const char *level)
{
	unsigned i;

	for (i = 0; level && cld_detect_names[i]; i++)
		if (!strcmp (level, cld_detect_names[i]))
			return cld_detect_names[i];
	return cld_attr_dup (level);
}

static void cld_attr_enter (tree fndecl, const char *reason,
			    const char *where, const char *level);

/* A clone of a handler in the table (a declaration copied with its
   attributes, had it had one) is one too, as far as the attribute
   would say: cld-insert.c decides what a clone gets.  An inline clone
   shares its declaration.  */
static void
cld_attr_duplicated (cgraph_node *src, cgraph_node *dst, void *)
{
	cld_attr_info *info, copy;

	if (src->decl == dst->decl || !cld_attr_table
	    || !(info = cld_attr_table->get (DECL_UID (src->decl))))
		return;
	/* Copied: entering may move the table's entries.  */
	copy = *info;
	cld_attr_enter (dst->decl, copy.reason, copy.where, copy.level);
}

/* Enter FNDECL in the table; keep what an earlier entry says.  */
static void
cld_attr_enter (tree fndecl, const char *reason, const char *where,
		const char *level)
{
	bool existed;
	cld_attr_info *info;

	if (!cld_attr_table) {
		cld_attr_table = new cld_attr_map;
		symtab->add_cgraph_duplication_hook (cld_attr_duplicated,
						     NULL);
	}
	info = &cld_attr_table->get_or_insert (DECL_UID (fndecl), &existed);
	if (existed)
		return;
	info->reason = cld_attr_dup (reason);
	info->where = cld_attr_dup (where);
	info->level = cld_attr_level (level);
}

/* Must FNDECL, a handler the plugin found, carry the attribute until
   cld_attr_strip?  Where IPA ICF or the LTO streamer will read it (and
   in lto1, where the attributes come from), and where GCC will copy its
   declaration without telling cgraph's duplication hook: the versions
   of target_clones and of "omp declare simd", and the clones of
   -fgnu-tm.  */
static bool
cld_attr_read_in_ipa (tree fndecl)
{
	if (flag_generate_lto || in_lto_p || flag_ipa_icf_functions || flag_tm)
		return true;
	return lookup_attribute ("target_clones", DECL_ATTRIBUTES (fndecl))
		|| lookup_attribute ("omp declare simd",
				     DECL_ATTRIBUTES (fndecl));
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
   an alias or ifunc the user marked.  Where the text goes into LTO IR its
   value is the list ("REASON" "WHERE" "LEVEL"): why, the registration as
   "file:line:col" and the detection level (WHERE and LEVEL may be NULL:
   the user's attribute).  Strings rather than a location_t because they
   stream through LTO unchanged and the report wants text anyway.
   Elsewhere the text goes into the table only (REASON is NULL when
   nobody will read it, cld_attr_want_text), and the value is the
   function's DECL_UID: distinct per handler, as the text is, so that
   IPA ICF folds the same functions either way.  Only the first reason
   is kept: a function marked by the user, or found earlier, keeps what
   it has.  */
void
cld_attr_mark (tree fndecl, const char *reason, const char *where,
	       const char *level)
{
	tree value = NULL_TREE;

	if (cld_is_handler (fndecl))
		return;
	if (!cld_attr_read_in_ipa (fndecl)) {
		cld_attr_enter (fndecl, reason, where, level);
		return;
	}
	cld_attr_marked = true;
	if (!reason || !(flag_generate_lto || in_lto_p)) {
		if (reason)
			cld_attr_enter (fndecl, reason, where, level);
		value = build_tree_list (NULL_TREE,
					 build_int_cst (unsigned_type_node,
							DECL_UID (fndecl)));
		DECL_ATTRIBUTES (fndecl)
			= tree_cons (get_identifier (CLD_ATTR_NAME), value,
				     DECL_ATTRIBUTES (fndecl));
		return;
	}
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

/* PLUGIN_ALL_IPA_PASSES_END: IPA (ICF) and the LTO streamer are done;
   move every handler, clones included, from its attribute into the
   table, keeping the attribute's text (the streamed one in lto1), and
   take the attribute off.  */
void
cld_attr_strip (void *gcc_data, void *user_data)
{
	tree name;
	cgraph_node *node;

	/* In cc1 with no attribute anywhere, nothing to move: no walk
	   (every declaration's attributes would be searched).  lto1 gets
	   them streamed.  */
	if (!cld_attr_anywhere ())
		return;
	name = get_identifier (CLD_ATTR_NAME);
	FOR_EACH_FUNCTION (node) {
		tree decl = node->decl, list;

		if (!cld_attr_lookup (decl))
			continue;
		cld_attr_enter (decl, cld_attr_nth_string (decl, 0),
				cld_attr_nth_string (decl, 1),
				cld_attr_nth_string (decl, 2));
		/* Off this decl's list, leaving the list alone: another
		   decl (a clone, a template's instance) may share it.
		   Ours is normally the head; elsewhere the list is
		   copied without it.  */
		list = DECL_ATTRIBUTES (decl);
		if (get_attribute_name (list) == name)
			list = TREE_CHAIN (list);
		if (lookup_attribute (CLD_ATTR_NAME, list))
			list = remove_attribute (CLD_ATTR_NAME,
						 copy_list (list));
		DECL_ATTRIBUTES (decl) = list;
	}
}

/* The entry in the table, after IPA; the attribute's text before.  */
static const char *
cld_attr_text (tree fndecl, unsigned n)
{
	cld_attr_info *info = cld_attr_info_of (fndecl);

	if (!info)
		return cld_attr_nth_string (fndecl, n);
	return n == 0 ? info->reason : n == 1 ? info->where : info->level;
}

const char *
cld_handler_reason (tree fndecl)
{
	const char *reason = cld_attr_text (fndecl, 0);

	return reason ? reason : "marked with the signal_handler attribute";
}

/* "file:line:col" of the registration, or NULL when not known.  */
const char *
cld_handler_where (tree fndecl)
{
	const char *where = cld_attr_text (fndecl, 1);

	return where && *where ? where : NULL;
}

/* The detection level that found it, or "attribute".  */
const char *
cld_handler_level (tree fndecl)
{
	const char *level = cld_attr_text (fndecl, 2);

	return level ? level : "attribute";
}
