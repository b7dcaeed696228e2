/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the options: -fplugin-arg-cld-KEY[=VALUE], and what they set.
 *
 * One table lists every key, the values it accepts and a one-line
 * description; the help text (shown by -fplugin-arg-cld-help and by
 * gcc -v --help) and the error messages are generated from it, so a new key
 * is one table entry and one parse function.  A key that names one value
 * of an enum (mode=, detect=) has one name table, indexed by the enum:
 * parsing, the help's syntax column, the errors, and the names the other
 * files print (verify's errors, the report's "level") all come from it.
 * Parsing is strict: an unknown key, a value given to a key that takes
 * none, or a missing or bad value is an error that names what is accepted.
 */
#include "cld-compat.h"
#include "cld.h"

struct cld_options cld_opt;

/* Name of the plugin as GCC knows it (the .so's base name); plugin_init
   sets it before anything is reported.  */
const char *cld_plugin_name = "cld";

/* Value names, indexed by the enum, NULL-terminated.  */
const char *const cld_mode_names[] = {
	"handlers", "mcld", "strict", "all", NULL
};
const char *const cld_detect_names[] = {
	"none", "exact", "auto", "signature", NULL
};
/* "yes" and "no" first, so that the key reads as a switch too.  */
const char *const cld_asm_audit_names[] = {
	"no", "yes", "note", NULL
};
STATIC_ASSERT (ARRAY_SIZE (cld_asm_audit_names) == CLD_ASM_AUDIT_NOTE + 2);
STATIC_ASSERT (ARRAY_SIZE (cld_mode_names) == CLD_MODE_ALL + 2);
STATIC_ASSERT (ARRAY_SIZE (cld_detect_names) == CLD_DETECT_SIGNATURE + 2);

struct cld_key;
typedef bool (*cld_key_fn) (const struct cld_key *key, const char *value);

struct cld_key {
	const char *name;
	const char *syntax;	/* "" when the key takes no value; NULL:
				   "=" and the names, joined with '|' */
	const char *help;
	cld_key_fn parse;
	void *target;		/* what parse sets, when it is a plain field */
	const char *const *names;	/* the values of an enum-valued key */
};

static bool cld_args_bad_value (const struct cld_key *key, const char *value,
				const char *valid);

static bool
cld_args_no_value (const struct cld_key *key, const char *value)
{
	if (!value)
		return true;
	error ("%s: %<-fplugin-arg-%s-%s%> takes no value (got %qs)",
	       cld_plugin_name, cld_plugin_name, key->name, value);
	return false;
}

/* KEY or KEY=yes sets, KEY=no clears: so a later argument can undo an
   earlier one (CFLAGS appended by a package build).  */
static bool
cld_args_bool (const struct cld_key *key, const char *value)
{
	bool *b = (bool *) key->target;

	if (!value || !strcmp (value, "yes") || !strcmp (value, "1"))
		*b = true;
	else if (!strcmp (value, "no") || !strcmp (value, "0"))
		*b = false;
	else
		return cld_args_bad_value (key, value, "yes, no");
	return true;
}

/* NAMES (NULL-terminated) joined with SEP, freshly allocated.  */
static char *
cld_args_join (const char *const *names, const char *sep)
{
	char *s = xstrdup (names[0]);
	size_t i;

	for (i = 1; names[i]; i++)
		s = reconcat (s, s, sep, names[i], NULL);
	return s;
}

/* KEY=NAME with NAME one of KEY's names: its index in *INDEX.  A missing
   (or empty) value and a bad one are errors that list the names, in
   order, from the same table.  */
static bool
cld_args_enum (const struct cld_key *key, const char *value, int *index)
{
	char *valid;
	int i;

	for (i = 0; value && key->names[i]; i++)
		if (!strcmp (value, key->names[i])) {
			*index = i;
			return true;
		}
	valid = cld_args_join (key->names, ", ");
	if (!value || !*value)
		error ("%s: %<-fplugin-arg-%s-%s%> needs a value; valid values "
		       "are %s", cld_plugin_name, cld_plugin_name, key->name,
		       valid);
	else
		cld_args_bad_value (key, value, valid);
	free (valid);
	return false;
}

static bool
cld_args_mode (const struct cld_key *key, const char *value)
{
	int i;

	if (!cld_args_enum (key, value, &i))
		return false;
	cld_opt.mode = (enum cld_mode) i;
	return true;
}

static bool
cld_args_detect (const struct cld_key *key, const char *value)
{
	int i;

	if (!cld_args_enum (key, value, &i))
		return false;
	cld_opt.detect = (enum cld_detect_level) i;
	return true;
}

static bool
cld_args_help_key (const struct cld_key *key, const char *value)
{
	if (!cld_args_no_value (key, value))
		return false;
	fprintf (stderr, "%s %s: keep the x86 direction flag clear where the "
		 "ABI promises it is clear\nOptions "
		 "(-fplugin-arg-%s-KEY[=VALUE]):\n",
		 cld_plugin_name, CLD_VERSION, cld_plugin_name);
	fputs (cld_args_help (), stderr);
	return true;
}

static bool
cld_args_version_key (const struct cld_key *key, const char *value)
{
	if (!cld_args_no_value (key, value))
		return false;
	fprintf (stderr, "%s %s (built for GCC %d.%d)\n", cld_plugin_name,
		 CLD_VERSION, GCCPLUGIN_VERSION_MAJOR, GCCPLUGIN_VERSION_MINOR);
	return true;
}

/* The path is kept as given: it is opened (and an unwritable one
   reported) once all arguments are parsed, see cld_report_open.  */
static bool
cld_args_report (const struct cld_key *key, const char *value)
{
	if (!value || !*value) {
		error ("%s: %<-fplugin-arg-%s-%s%> needs a file name "
		       "(%<-fplugin-arg-%s-%s=FILE%>)", cld_plugin_name,
		       cld_plugin_name, key->name, cld_plugin_name, key->name);
		return false;
	}
	cld_opt.report = value;
	return true;
}

/* KEY=NAME with a non-empty NAME.  */
static bool
cld_args_name (const struct cld_key *key, const char *value)
{
	if (!value || !*value) {
		error ("%s: %<-fplugin-arg-%s-%s%> needs a value "
		       "(%<-fplugin-arg-%s-%s%s%>)", cld_plugin_name,
		       cld_plugin_name, key->name, cld_plugin_name, key->name,
		       key->syntax);
		return false;
	}
	*(const char **) key->target = value;
	return true;
}

/* asm-audit, asm-audit=yes|no|note (1 and 0 as for the switches).  */
static bool
cld_args_asm_audit (const struct cld_key *key, const char *value)
{
	unsigned i;

	if (!value || !strcmp (value, "1"))
		value = "yes";
	else if (!strcmp (value, "0"))
		value = "no";
	for (i = 0; key->names[i]; i++)
		if (!strcmp (value, key->names[i])) {
			cld_opt.asm_audit = (enum cld_asm_audit) i;
			return true;
		}
	return cld_args_bad_value (key, value, "yes, no, note");
}

static const struct cld_key cld_keys[] = {
	{ "help", "", "print this list of keys",
	  cld_args_help_key, NULL },
	{ "version", "", "print the plugin version",
	  cld_args_version_key, NULL },
	{ "disable", "[=yes|no]",
	  "load but change nothing (the attribute is still accepted)",
	  cld_args_bool, &cld_opt.disable },
	{ "verbose", "[=yes|no]",
	  "note each function that gets a cld, and why",
	  cld_args_bool, &cld_opt.verbose },
	{ "detect", NULL,
	  "which unmarked functions count as handlers (default auto)",
	  cld_args_detect, NULL, cld_detect_names },
	{ "report", "=FILE",
	  "append one JSON line per protected function to FILE",
	  cld_args_report, NULL },
	{ "mode", NULL,
	  "where cld goes: handler entries only (default); also where -mcld "
	  "would put it; also right before every string insn and asm; at "
	  "every function entry",
	  cld_args_mode, NULL, cld_mode_names },
	{ "asm-audit", "[=yes|no|note]",
	  "warn at inline asm that executes std when no cld follows before "
	  "other code (default yes; note: a note, which -Werror leaves alone)",
	  cld_args_asm_audit, NULL, cld_asm_audit_names },
	{ "verify", "[=yes|no]",
	  "check each function's cld in the final code against the mode; "
	  "error if missing",
	  cld_args_bool, &cld_opt.verify },
	{ "debug-skip", "=FUNCTION",
	  "testing aid: withhold the entry cld from FUNCTION",
	  cld_args_name, &cld_opt.debug_skip },
	{ "debug-misplace", "=FUNCTION",
	  "testing aid: put FUNCTION's entry cld in front of everything, "
	  "endbr included",
	  cld_args_name, &cld_opt.debug_misplace },
};

/* "help, version, disable, verbose" for error messages.  */
static const char *
cld_args_key_list (void)
{
	static char *list;
	size_t len = 1, i;

	if (list)
		return list;
	for (i = 0; i < ARRAY_SIZE (cld_keys); i++)
		len += strlen (cld_keys[i].name) + 2;
	list = XNEWVEC (char, len);
	list[0] = '\0';
	for (i = 0; i < ARRAY_SIZE (cld_keys); i++) {
		if (i)
			strcat (list, ", ");
		strcat (list, cld_keys[i].name);
	}
	return list;
}

static bool
cld_args_bad_value (const struct cld_key *key, const char *value,
		    const char *valid)
{
	error ("%s: bad value %qs for %<-fplugin-arg-%s-%s%>; valid values "
	       "are %s",
	       cld_plugin_name, value, cld_plugin_name, key->name, valid);
	return false;
}

/* "key\tdescription" per line, in the style of the kernel's plugins.  */
const char *
cld_args_help (void)
{
	static char *help;
	size_t i;

	if (help)
		return help;
	help = xstrdup ("");
	for (i = 0; i < ARRAY_SIZE (cld_keys); i++) {
		const struct cld_key *key = &cld_keys[i];
		char *names = NULL;

		if (!key->syntax)
			names = cld_args_join (key->names, "|");
		help = reconcat (help, help, key->name,
				 key->syntax ? key->syntax : "=",
				 names ? names : "", "\t", key->help, "\n",
				 NULL);
		free (names);
	}
	return help;
}

/* Parse every argument, reporting every bad one (not just the first), and
   return false if any was bad.  */
bool
cld_args_parse (int argc, struct plugin_argument *argv)
{
	bool ok = true;
	int i;
	size_t k;

	memset (&cld_opt, 0, sizeof cld_opt);
	cld_opt.detect = CLD_DETECT_AUTO;
	cld_opt.asm_audit = CLD_ASM_AUDIT_WARN;
	for (i = 0; i < argc; i++) {
		const struct cld_key *key = NULL;

		for (k = 0; k < ARRAY_SIZE (cld_keys); k++)
			if (!strcmp (argv[i].key, cld_keys[k].name))
				key = &cld_keys[k];
		if (!key) {
			error ("%s: unknown argument %<-fplugin-arg-%s-%s%>; "
			       "valid keys are %s "
			       "(see %<-fplugin-arg-%s-help%>)",
			       cld_plugin_name, cld_plugin_name, argv[i].key,
			       cld_args_key_list (), cld_plugin_name);
			ok = false;
			continue;
		}
		if (!key->parse (key, argv[i].value))
			ok = false;
	}
	return ok;
}

/* debug-skip=NAME: a testing aid that withholds the clds (entry and
   strict) from one function, so the testsuite can show that verify
   catches a missing one.  */
static bool
cld_args_is_named (tree fndecl, const char *name)
{
	return name && DECL_NAME (fndecl)
		&& !strcmp (IDENTIFIER_POINTER (DECL_NAME (fndecl)), name);
}

bool
cld_args_debug_skipped (tree fndecl)
{
	return cld_args_is_named (fndecl, cld_opt.debug_skip);
}

/* debug-misplace=NAME: a testing aid that puts the entry cld of one
   function in front of everything, endbr included, so the testsuite can
   show that verify catches a misplaced one.  */
bool
cld_args_debug_misplaced (tree fndecl)
{
	return cld_args_is_named (fndecl, cld_opt.debug_misplace);
}
