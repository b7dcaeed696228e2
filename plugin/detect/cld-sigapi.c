/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- what the C library's signal API looks like, to handler detection.
 *
 * Pure predicates on trees, no graph: which function types are a
 * handler's (void (int), void (int, siginfo_t *, void *), a K&R
 * definition that can be called as one), which functions install their
 * second argument as a handler (signal () & co, matched on the assembler
 * name), and which stores are registrations: into sa_handler or
 * sa_sigaction of struct sigaction, or sv_handler of struct sigvec.
 * They are kept apart so that a newcomer finds "what counts as a
 * registration" in one place; the rest of detection only asks.
 */
#include "cld-compat.h"
#include "cld.h"
#include "cld-detect.h"

/* Is parameter type T a va_list?  void log (int, const char *, va_list)
   is no handler, though on x86-64 its va_list is a pointer too.  */
static bool
cld_sigapi_va_list_p (tree t)
{
	tree va = va_list_type_node;

	if (!va)
		return false;
	if (TREE_CODE (va) == ARRAY_TYPE)	/* decays to a pointer */
		return POINTER_TYPE_P (t)
			&& TYPE_MAIN_VARIANT (TREE_TYPE (t))
			   == TYPE_MAIN_VARIANT (TREE_TYPE (va));
	return TYPE_MAIN_VARIANT (t) == TYPE_MAIN_VARIANT (va);
}

/* void (int) or void (int, siginfo_t *, void *).  */
static bool
cld_sigapi_handler_fntype_p (tree type)
{
	tree args, a;
	tree t[3];
	unsigned n = 0;

	if (!type || TREE_CODE (type) != FUNCTION_TYPE
	    || !VOID_TYPE_P (TREE_TYPE (type)))
		return false;
	args = TYPE_ARG_TYPES (type);
	for (a = args; a && !VOID_TYPE_P (TREE_VALUE (a)); a = TREE_CHAIN (a)) {
		if (n == 3)
			return false;
		t[n++] = TREE_VALUE (a);
	}
	if (!a)
		return false;	/* unprototyped or varargs */
	if (n != 1 && n != 3)
		return false;
	if (!INTEGRAL_TYPE_P (t[0])
	    || TYPE_PRECISION (t[0]) != TYPE_PRECISION (integer_type_node))
		return false;
	if (n == 1)
		return true;
	return POINTER_TYPE_P (t[1]) && POINTER_TYPE_P (t[2])
		&& !cld_sigapi_va_list_p (t[2]);
}

/* Is TYPE a pointer to void (int) or void (int, siginfo_t *, void *)?  */

bool
cld_sigapi_handler_ptr_p (tree type)
{
	return type && POINTER_TYPE_P (type)
		&& cld_sigapi_handler_fntype_p (TREE_TYPE (type));
}

/* Is ARG, passed for a parameter of type PARM_TYPE (NULL_TREE: none
   declared), handed over as a handler: of a handler's pointer type?  */
bool
cld_sigapi_installer_arg_p (tree parm_type, tree arg)
{
	return cld_sigapi_handler_ptr_p (parm_type ? parm_type
					 : TREE_TYPE (arg));
}

/* Is TYPE a pointer to a prototyped function ("void (*) (void)"), whose
   callers pass exactly what the prototype says?  */
bool
cld_sigapi_prototyped_ptr_p (tree type)
{
	return type && POINTER_TYPE_P (type)
		&& FUNC_OR_METHOD_TYPE_P (TREE_TYPE (type))
		&& prototype_p (TREE_TYPE (type));
}

/* A union of a handler pointer and anything else: what is stored
   through one member is read through the others.  */
bool
cld_sigapi_handler_union_p (tree type)
{
	tree f;

	if (!type || TREE_CODE (type) != UNION_TYPE)
		return false;
	for (f = TYPE_FIELDS (type); f; f = DECL_CHAIN (f))
		if (TREE_CODE (f) == FIELD_DECL
		    && cld_sigapi_handler_ptr_p (TREE_TYPE (f)))
			return true;
	return false;
}

bool
cld_sigapi_handler_type_p (tree fndecl)
{
	return cld_sigapi_handler_fntype_p (TREE_TYPE (fndecl));
}

/* A K&R definition "void h () ..." or "void h (sig) int sig; ...": its
   type says nothing (unprototyped), so a caller in another file may
   well call it as a handler; its parameters say whether it can be one:
   none, an int, or an int and two pointers.  Only for escapes (auto):
   at signature every old-style function would count.  */
bool
cld_sigapi_knr_handler_p (tree fndecl)
{
	tree type = TREE_TYPE (fndecl), p;
	unsigned n = 0;

	if (TREE_CODE (type) != FUNCTION_TYPE || TYPE_ARG_TYPES (type)
	    || !VOID_TYPE_P (TREE_TYPE (type)))
		return false;
	for (p = DECL_ARGUMENTS (fndecl); p; p = DECL_CHAIN (p), n++) {
		tree t = TREE_TYPE (p);

		if (n == 0 ? !INTEGRAL_TYPE_P (t) : !POINTER_TYPE_P (t))
			return false;
	}
	return n == 0 || n == 1 || n == 3;
}

/* Does the K&R definition FNDECL fit the prototype FNTYPE, so that a
   call through a pointer of that type calls it as defined: as many
   parameters, each of the same kind (integer, pointer, or the same
   type)?  A place of a type it does not fit is only a stop on the way
   back to its own type, maybe a handler's (cld_graph_site_fits).  For a
   handler-shaped K&R function (cld_sigapi_knr_handler_p fixes the kinds)
   the answer depends on its number of parameters alone.  */
bool
cld_sigapi_knr_fits_p (tree fndecl, tree fntype)
{
	tree p = DECL_ARGUMENTS (fndecl);
	tree a = TYPE_ARG_TYPES (fntype);

	for (; p && a && !VOID_TYPE_P (TREE_VALUE (a));
	     p = DECL_CHAIN (p), a = TREE_CHAIN (a)) {
		tree t = TREE_TYPE (p), u = TREE_VALUE (a);

		if (INTEGRAL_TYPE_P (t) ? !INTEGRAL_TYPE_P (u)
		    : POINTER_TYPE_P (t) ? !POINTER_TYPE_P (u)
		    : TYPE_MAIN_VARIANT (t) != TYPE_MAIN_VARIANT (u))
			return false;
	}
	return !p && a && VOID_TYPE_P (TREE_VALUE (a));
}

/* Is TYPE the type of a va_list object (x86-64: __va_list_tag[1])?  */
bool
cld_sigapi_va_list_object_p (tree type)
{
	tree va = va_list_type_node;

	return va && type
		&& TYPE_MAIN_VARIANT (type) == TYPE_MAIN_VARIANT (va);
}

/* The libc functions whose second argument is installed as a handler.
   sigvec and sigaction take a structure instead: their sinks are the
   stores into its handler field.  */
static const char *const cld_sigapi_registrars[] = {
	"signal", "sigset", "bsd_signal", "sysv_signal", "__sysv_signal"
};

/* The C library's name FNDECL stands for (its assembler name without a
   leading '*'), or NULL for a function of the program's own (static, or
   defined here: an observer pattern's "signal" is not libc's).  Matched
   on the assembler name, never on DECL_NAME alone: a C++ method called
   "signal" is not libc's.  glibc redirects signal to __sysv_signal under
   strict ISO C (asm name "*__sysv_signal").  */
static const char *
cld_sigapi_libc_name (tree fndecl)
{
	tree id = DECL_ASSEMBLER_NAME_SET_P (fndecl)
		? DECL_ASSEMBLER_NAME (fndecl) : NULL_TREE;
	symtab_node *sn = symtab_node::get (fndecl);
	const char *name;

	if (!TREE_PUBLIC (fndecl) || (sn && sn->definition))
		return NULL;
	if (!id) {
		/* Only C at file scope can have no mangling here.  */
		if (!DECL_NAME (fndecl) || !DECL_FILE_SCOPE_P (fndecl))
			return NULL;
		id = DECL_NAME (fndecl);
	}
	name = IDENTIFIER_POINTER (id);
	return *name == '*' ? name + 1 : name;
}

/* A C++ library that declared std::signal itself rather than "using
   ::signal" would give _ZSt6signal....  */
bool
cld_sigapi_registrar_p (tree fndecl)
{
	const char *name = cld_sigapi_libc_name (fndecl);
	size_t i;

	if (!name)
		return false;
	if (!strncmp (name, "_ZSt", 4)) {
		/* The <length><name> of a mangled std:: name; by hand, not
		   strtoul (glibc 2.38+'s is another symbol: plugin/cld.c).  */
		const char *end = name + 4;
		size_t len = 0;

		while (ISDIGIT (*end) && len < 1000)
			len = len * 10 + (size_t) (*end++ - '0');

		for (i = 0; i < ARRAY_SIZE (cld_sigapi_registrars); i++)
			if (len == strlen (cld_sigapi_registrars[i])
			    && !strncmp (end, cld_sigapi_registrars[i], len))
				return true;
		return false;
	}
	for (i = 0; i < ARRAY_SIZE (cld_sigapi_registrars); i++)
		if (!strcmp (name, cld_sigapi_registrars[i]))
			return true;
	return false;
}

/* The argument of CALLEE, sigaction () or sigvec (), that it fills in
   with the old action, or -1 for any other function.  */
int
cld_sigapi_old_action_arg (tree callee)
{
	static const char *const names[] = {
		"sigaction", "__sigaction", "sigvec"
	};
	const char *name = cld_sigapi_libc_name (callee);
	size_t i;

	for (i = 0; name && i < ARRAY_SIZE (names); i++)
		if (!strcmp (name, names[i]))
			return 2;
	return -1;
}

#define CLD_SIGAPI_SIGACTION 1
#define CLD_SIGAPI_SIGVEC 2

/* Is TYPE struct sigaction or struct sigvec?  By tag: the C library's
   definition is all there is (glibc and musl nest the handler in a union,
   with "#define sa_handler __sigaction_handler.sa_handler").  */
int
cld_sigapi_registration_record (tree type)
{
	tree name;
	const char *s;

	if (!type || !RECORD_OR_UNION_TYPE_P (type))
		return 0;
	name = TYPE_NAME (TYPE_MAIN_VARIANT (type));
	if (name && TREE_CODE (name) == TYPE_DECL)
		name = DECL_NAME (name);
	if (!name || TREE_CODE (name) != IDENTIFIER_NODE)
		return 0;
	s = IDENTIFIER_POINTER (name);
	if (!strcmp (s, "sigaction"))
		return CLD_SIGAPI_SIGACTION;
	if (!strcmp (s, "sigvec"))
		return CLD_SIGAPI_SIGVEC;
	return 0;
}

/* Is a store into FIELD a registration, given that the enclosing objects
   are (IN_REGISTRATION) registration records?  */
bool
cld_sigapi_sink_field_p (tree field, int in_registration)
{
	const char *name;
	int want;

	if (TREE_CODE (field) != FIELD_DECL || !DECL_NAME (field))
		return false;
	name = IDENTIFIER_POINTER (DECL_NAME (field));
	/* FreeBSD and macOS spell the union members __sa_handler and
	   __sa_sigaction (#define sa_handler __sigaction_u.__sa_handler).  */
	if (name[0] == '_' && name[1] == '_')
		name += 2;
	if (!strcmp (name, "sa_handler") || !strcmp (name, "sa_sigaction"))
		want = CLD_SIGAPI_SIGACTION;
	else if (!strcmp (name, "sv_handler"))
		want = CLD_SIGAPI_SIGVEC;
	else
		return false;
	return (in_registration & want)
		|| (cld_sigapi_registration_record (DECL_CONTEXT (field))
		    & want);
}

/* The handler field LHS stores into, if LHS is a registration.  */
tree
cld_sigapi_sink_store (tree lhs)
{
	int in_registration = 0;
	tree t;

	if (TREE_CODE (lhs) != COMPONENT_REF)
		return NULL_TREE;
	for (t = TREE_OPERAND (lhs, 0); ; t = TREE_OPERAND (t, 0)) {
		in_registration
			|= cld_sigapi_registration_record (TREE_TYPE (t));
		if (!handled_component_p (t))
			break;
	}
	if (cld_sigapi_sink_field_p (TREE_OPERAND (lhs, 1), in_registration))
		return TREE_OPERAND (lhs, 1);
	return NULL_TREE;
}
