/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare -- what cld (and -mcld) do to the code of one source file.
 *
 *   cld-compare [OPTIONS] FILE.c [-- EXTRA GCC FLAGS]
 *   cld-compare --audit [--format=...] FILE...
 *
 * FILE is compiled by every compiler (--gcc) under every configuration
 * (plain, -mcld, the plugin's modes, --config additions) to assembly (-S),
 * which is then assembled to an object: the assembly is what --diff shows,
 * the object is what the numbers come from -- string instructions and cld
 * counted in its disassembly, sizes from its symbol table.  A configuration
 * that does not compile is reported with the compiler's message and
 * skipped; the others still run.
 *
 * Configurations that need the plugin get -fplugin=<cld.so built for that
 * compiler>; see cldc_find_plugin for where it is looked for.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cld-compare.h"

#ifndef CLDC_DEFAULT_GCC
#define CLDC_DEFAULT_GCC "gcc"
#endif
#ifndef CLDC_TOP
#define CLDC_TOP ""
#endif

/* Built-in configurations, in column order.  "@plugin" stands for
   -fplugin=<cld.so for the compiler>.  */
struct cldc_builtin {
	const char *name;
	const char *flags;
	int by_default;
};

static const struct cldc_builtin cldc_builtins[] = {
	{ "plain", "", 1 },
	{ "mcld", "-mcld", 1 },
	{ "mode=handlers", "@plugin -fplugin-arg-cld-mode=handlers", 1 },
	{ "mode=mcld", "@plugin -fplugin-arg-cld-mode=mcld", 1 },
	{ "mode=strict", "@plugin -fplugin-arg-cld-mode=strict", 1 },
	{ "mode=all", "@plugin -fplugin-arg-cld-mode=all", 1 },
	{ "plugin", "@plugin", 0 },
	{ NULL, NULL, 0 }
};

struct cldc_compiler {
	char *name;		/* as given to --gcc */
	char *driver;		/* the C or C++ driver used for FILE */
	char *version, *machine, *plugin_dir;
	char *plugin;		/* cld.so for it, when a config needs one */
};

struct cldc_config {
	char *name;
	char **flags;		/* "@plugin" still unexpanded */
	int n_flags;
	int needs_plugin;
};

struct cldc_run {
	struct cldc_compiler *cc;
	struct cldc_config *cfg;
	char *id;		/* "gcc-12:mode=strict" */
	char *label;		/* the config name: the table's column */
	char **argv;		/* the compile command, for the report */
	int ok;
	char *error;
	char *asm_text;
	struct cldc_object obj;
};

struct cldc_plugin_for {
	char *gcc, *path;
};

static struct {
	char **gccs;
	int n_gccs;
	char **builtin_names;	/* --configs */
	int n_builtin_names;
	struct cldc_config *configs;
	int n_configs;
	struct cldc_plugin_for *plugin_for;
	int n_plugin_for;
	const char *plugin;
	enum cldc_format format;
	int only_changed, demangle, audit, compare, summary;
	const char *report;
	const char *diff_a, *diff_b;
	char **functions;
	int n_functions;
	const char *file;
	char **extra;
	int n_extra;
	int cxx;
} cldc_opt;

static struct cldc_compiler *cldc_compilers;
static int cldc_n_compilers;
static struct cldc_run *cldc_runs;
static int cldc_n_runs;

/* --- small helpers -------------------------------------------------------- */

static void
cldc_push (char ***v, int *n, const char *s)
{
	*v = cldc_xrealloc (*v, (*n + 2) * sizeof **v);
	(*v)[(*n)++] = (char *) s;
	(*v)[*n] = NULL;
}

/* Split FLAGS at blanks; '...' and "..." group (no escapes inside).  */
static void
cldc_split_flags (const char *flags, char ***v, int *n)
{
	const char *p = flags;

	while (*p) {
		char *word = cldc_xmalloc (strlen (p) + 1), *w = word;
		char q = 0;

		while (*p == ' ' || *p == '\t' || *p == '\n')
			p++;
		if (!*p) {
			free (word);
			break;
		}
		for (; *p && (q || (*p != ' ' && *p != '\t' && *p != '\n'));
		     p++) {
			if (!q && (*p == '\'' || *p == '"'))
				q = *p;
			else if (q && *p == q)
				q = 0;
			else
				*w++ = *p;
		}
		if (q)
			cldc_fatal ("unbalanced %c in flags: %s", q, flags);
		*w = '\0';
		cldc_push (v, n, word);
	}
}

static char *
cldc_join (char **v)
{
	size_t len = 1;
	char *s;
	int i;

	for (i = 0; v[i]; i++)
		len += strlen (v[i]) + 3;
	s = cldc_xmalloc (len);
	s[0] = '\0';
	for (i = 0; v[i]; i++) {
		if (i)
			strcat (s, " ");
		if (!*v[i] || strpbrk (v[i], " \t'\"")) {
			strcat (s, "'");
			strcat (s, v[i]);
			strcat (s, "'");
		} else
			strcat (s, v[i]);
	}
	return s;
}

static int
cldc_ends_with (const char *s, const char *suffix)
{
	size_t n = strlen (s), k = strlen (suffix);

	return n >= k && !strcmp (s + n - k, suffix);
}

static int
cldc_is_cxx_file (const char *f)
{
	static const char *const ext[] = {
		".cc", ".cp", ".cxx", ".cpp", ".CPP", ".c++", ".C", ".ii",
		".hh", ".hpp", ".H", NULL
	};
	int i;

	for (i = 0; ext[i]; i++)
		if (cldc_ends_with (f, ext[i]))
			return 1;
	return 0;
}

/* The C++ driver of a C driver, as the Makefile derives it:
   gcc-11 -> g++-11, /opt/x/bin/gcc -> /opt/x/bin/g++.  */
static char *
cldc_cxx_driver (const char *gcc)
{
	const char *base = strrchr (gcc, '/'), *hit;

	base = base ? base + 1 : gcc;
	hit = strstr (base, "gcc");
	if (!hit)
		return cldc_xasprintf ("%.*sg++", (int) (base - gcc), gcc);
	return cldc_xasprintf ("%.*sg++%s", (int) (hit - gcc), gcc, hit + 3);
}

/* Lines of TEXT, at most MAX of them, each indented; "" for none.  */
static char *
cldc_indent (const char *text, int max)
{
	size_t cap = strlen (text) * 2 + 64;
	char *out = cldc_xmalloc (cap), *o = out;
	int lines = 0;

	while (*text && lines < max) {
		size_t n = strcspn (text, "\n");

		o += sprintf (o, "    %.*s\n", (int) n, text);
		lines++;
		text += n;
		if (*text)
			text++;
	}
	if (*text)
		o += sprintf (o, "    ...\n");
	*o = '\0';
	return out;
}

/* --- usage ---------------------------------------------------------------- */

static void
cldc_usage (FILE *f)
{
	fprintf (f,
"Usage: %s [OPTIONS] FILE [-- EXTRA GCC FLAGS]\n"
"       %s --audit [--report REPORT] [--function NAME]... [--format=FMT]\n"
"                 [-C] [--debug-dir DIR]... FILE...\n"
"       %s --compare [--report REPORT] [--format=json] PLAIN CLD\n"
"       %s --summary [--format=FMT] REPORT...\n"
"\n"
"Compile FILE (C or C++, by its extension) with every compiler under every\n"
"configuration and print, per function, the number of string instructions\n"
"(str), of cld instructions (cld) and the size in bytes (from the object's\n"
"symbol table), plus a TOTAL row.  FILE is compiled with -O2 unless the\n"
"extra flags say otherwise (they come last: -- -Os -m32).\n"
"\n"
"Configurations (default: all but 'plugin'):\n"
"  plain          no extra flags\n"
"  mcld           -mcld\n"
"  mode=handlers  the plugin, -fplugin-arg-cld-mode=handlers\n"
"  mode=mcld      the plugin, -fplugin-arg-cld-mode=mcld\n"
"  mode=strict    the plugin, -fplugin-arg-cld-mode=strict\n"
"  mode=all       the plugin, -fplugin-arg-cld-mode=all\n"
"  plugin         the plugin with no arguments\n"
"\n"
"Options:\n"
"  --gcc LIST            compilers, comma-separated, repeatable (default %s);\n"
"                        C++ files use the matching g++ (gcc-11 -> g++-11)\n"
"  --configs LIST        built-in configurations to use, comma-separated\n"
"  --config NAME=FLAGS   add a configuration; in FLAGS, @plugin or any\n"
"                        -fplugin-arg-cld-* loads the plugin\n"
"  --plugin PATH         cld.so for every compiler\n"
"  --plugin-for GCC=PATH cld.so for one compiler\n"
"                        (e.g. gcc-11=build/.../cld.so)\n"
"  --format FMT          table (default), csv or json\n"
"  --only-changed        only rows whose numbers differ between\n"
"                        configurations\n"
"  --function NAME       only this function (repeatable)\n"
"  --diff A B            unified diff of each function's assembly between\n"
"                        configurations A and B (NAME, or GCC:NAME for one\n"
"                        compiler; unqualified: one diff per compiler)\n"
"  -C, --demangle        show C++ names demangled\n"
"  --objdump PATH        objdump to use (default: objdump)\n"
"  --audit FILE...       audit built objects, archives, libraries or\n"
"                        executables: every function the --report lists\n"
"                        must start with cld, a thunk cld_thunk.F also\n"
"                        pass control to F (exit 1 otherwise); the\n"
"                        string-instruction columns are information\n"
"  --report FILE         the cld report (-fplugin-arg-cld-report=FILE)\n"
"  --debug-dir DIR       separate debug files DIR/.build-id/xx/yyyy.debug\n"
"                        for stripped files (also /usr/lib/debug)\n"
"  --compare PLAIN CLD   two builds (files, or trees of unpacked .debs),\n"
"                        function by function: changed, protected (one\n"
"                        leading cld, in the report), cld thunks (in the\n"
"                        cld build only, in the report: cld, then F),\n"
"                        rerouted (cld_thunk.F where the plain build has\n"
"                        F), unexpected (exit 1)\n"
"  --summary REPORT...   protected functions per package and output,\n"
"                        without configure probes and duplicates\n"
"  --keep-temps          keep (and name) the temporary directory\n"
"  -h, --help, --version\n"
"\n"
"cld.so for a compiler is, in this order: --plugin-for, --plugin, the build\n"
"folder gcc-VERSION-MACHINE next to this tool's own (when run from a build\n"
"folder), the compiler's plugin directory (make install), the source tree's\n"
"build folder %s/build/gcc-VERSION-MACHINE.\n"
"\n"
"Exit status: 0 success, 1 some configuration did not compile (the others\n"
"are still reported) -- with --audit: a function the report lists does\n"
"not start with cld; with --compare: an unexpected change --, 2 usage\n"
"error, missing file, compiler, plugin or objdump.\n",
		 cldc_progname, cldc_progname, cldc_progname, cldc_progname,
		 CLDC_DEFAULT_GCC,
		 *CLDC_TOP ? CLDC_TOP : "<top>");
}

/* --- options -------------------------------------------------------------- */

static void
cldc_add_config (const char *name, const char *flags, int builtin)
{
	struct cldc_config *c;
	int i, fplugin = 0, cld_arg = 0, at = 0;

	for (i = 0; i < cldc_opt.n_configs; i++)
		if (!strcmp (cldc_opt.configs[i].name, name)) {
			if (builtin)
				return;
			cldc_fatal ("configuration '%s' given twice", name);
		}
	if (!*name || strchr (name, ',') || strchr (name, ':'))
		cldc_fatal ("bad configuration name '%s' (no ',' or ':')",
			    name);
	cldc_opt.configs = cldc_xrealloc (cldc_opt.configs,
					  (cldc_opt.n_configs + 1)
					  * sizeof *c);
	c = &cldc_opt.configs[cldc_opt.n_configs++];
	memset (c, 0, sizeof *c);
	c->name = cldc_xstrdup (name);
	cldc_split_flags (flags, &c->flags, &c->n_flags);
	for (i = 0; i < c->n_flags; i++) {
		if (!strcmp (c->flags[i], "@plugin"))
			at = 1;
		else if (!strncmp (c->flags[i], "-fplugin=", 9))
			fplugin = 1;
		else if (!strncmp (c->flags[i], "-fplugin-arg-cld-", 17))
			cld_arg = 1;
	}
	/* -fplugin-arg-cld-KEY alone means "with our plugin".  */
	if (cld_arg && !fplugin && !at) {
		char **v = NULL;
		int n = 0;

		cldc_push (&v, &n, "@plugin");
		for (i = 0; i < c->n_flags; i++)
			cldc_push (&v, &n, c->flags[i]);
		c->flags = v;
		c->n_flags = n;
		at = 1;
	}
	if (!c->flags)
		cldc_push (&c->flags, &c->n_flags, NULL), c->n_flags = 0;
	c->needs_plugin = at;
}

static const struct cldc_builtin *
cldc_builtin (const char *name)
{
	int i;

	for (i = 0; cldc_builtins[i].name; i++)
		if (!strcmp (cldc_builtins[i].name, name))
			return &cldc_builtins[i];
	return NULL;
}

/* "--opt=VALUE" or "--opt VALUE".  */
static const char *
cldc_optarg (int argc, char **argv, int *i, const char *opt)
{
	size_t n = strlen (opt);

	if (!strncmp (argv[*i], opt, n) && argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (strcmp (argv[*i], opt))
		return NULL;
	if (*i + 1 >= argc)
		cldc_fatal ("option %s needs a value (see --help)", opt);
	return argv[++*i];
}

static void
cldc_push_list (char ***v, int *n, const char *list)
{
	char *copy = cldc_xstrdup (list), *tok, *save;

	for (tok = strtok_r (copy, ",", &save); tok;
	     tok = strtok_r (NULL, ",", &save))
		if (*tok)
			cldc_push (v, n, tok);
}

/* --config NAME=FLAGS.  */
static void
cldc_opt_config (const char *v)
{
	const char *eq = strchr (v, '=');
	char *name;

	/* "mode=x" names contain '=': split at the first '=' that is
	   followed by a flag or nothing.  */
	while (eq && eq[1] && eq[1] != '-' && eq[1] != '@' && eq[1] != ' '
	       && strchr (eq + 1, '='))
		eq = strchr (eq + 1, '=');
	if (!eq)
		cldc_fatal ("--config needs NAME=FLAGS (got '%s')", v);
	name = strndup (v, (size_t) (eq - v));
	if (cldc_builtin (name))
		cldc_fatal ("--config %s: '%s' is a built-in configuration; "
			    "pick another name", v, name);
	cldc_add_config (name, eq + 1, 0);
}

/* --plugin-for GCC=PATH.  */
static void
cldc_opt_plugin_for (const char *v)
{
	const char *eq = strchr (v, '=');
	struct cldc_plugin_for *p;

	if (!eq || eq == v || !eq[1])
		cldc_fatal ("--plugin-for needs GCC=PATH (got '%s')", v);
	cldc_opt.plugin_for = cldc_xrealloc (cldc_opt.plugin_for,
					     (cldc_opt.n_plugin_for + 1)
					     * sizeof *p);
	p = &cldc_opt.plugin_for[cldc_opt.n_plugin_for++];
	p->gcc = strndup (v, (size_t) (eq - v));
	p->path = cldc_xstrdup (eq + 1);
}

/* --format=table|csv|json.  */
static enum cldc_format
cldc_opt_format (const char *v)
{
	if (!strcmp (v, "table"))
		return CLDC_TABLE;
	if (!strcmp (v, "csv"))
		return CLDC_CSV;
	if (!strcmp (v, "json"))
		return CLDC_JSON;
	cldc_fatal ("--format: '%s' is not one of table, csv, json", v);
}

/* If ARGV[*I] is an option that takes a value ("--opt=V" or "--opt V",
   which moves *I on), take it and return 1; else return 0.  */
static int
cldc_parse_valued (int argc, char **argv, int *i)
{
	const char *v;

	if ((v = cldc_optarg (argc, argv, i, "--gcc")))
		cldc_push_list (&cldc_opt.gccs, &cldc_opt.n_gccs, v);
	else if ((v = cldc_optarg (argc, argv, i, "--configs")))
		cldc_push_list (&cldc_opt.builtin_names,
				&cldc_opt.n_builtin_names, v);
	else if ((v = cldc_optarg (argc, argv, i, "--config")))
		cldc_opt_config (v);
	else if ((v = cldc_optarg (argc, argv, i, "--plugin-for")))
		cldc_opt_plugin_for (v);
	else if ((v = cldc_optarg (argc, argv, i, "--plugin")))
		cldc_opt.plugin = v;
	else if ((v = cldc_optarg (argc, argv, i, "--format")))
		cldc_opt.format = cldc_opt_format (v);
	else if ((v = cldc_optarg (argc, argv, i, "--function")))
		cldc_push (&cldc_opt.functions, &cldc_opt.n_functions, v);
	else if ((v = cldc_optarg (argc, argv, i, "--report")))
		cldc_opt.report = v;
	else if ((v = cldc_optarg (argc, argv, i, "--debug-dir")))
		cldc_add_debug_dir (v);
	else if ((v = cldc_optarg (argc, argv, i, "--objdump")))
		cldc_objdump = v;
	else
		return 0;
	return 1;
}

/* If ARGV[*I] is an option without a value (--diff takes the next two
   arguments, and moves *I on), take it and return 1; else return 0.  */
static int
cldc_parse_flag (int argc, char **argv, int *i)
{
	const char *a = argv[*i];

	if (!strcmp (a, "-h") || !strcmp (a, "--help")) {
		cldc_usage (stdout);
		exit (0);
	} else if (!strcmp (a, "--version")) {
		printf ("cld-compare %s\n", CLDC_VERSION);
		exit (0);
	} else if (!strcmp (a, "--diff")) {
		if (*i + 2 >= argc)
			cldc_fatal ("--diff needs two configurations, "
				    "e.g. --diff mcld mode=strict");
		cldc_opt.diff_a = argv[++*i];
		cldc_opt.diff_b = argv[++*i];
	} else if (!strcmp (a, "--only-changed")) {
		cldc_opt.only_changed = 1;
	} else if (!strcmp (a, "-C") || !strcmp (a, "--demangle")) {
		cldc_opt.demangle = 1;
	} else if (!strcmp (a, "--audit")) {
		cldc_opt.audit = 1;
	} else if (!strcmp (a, "--compare")) {
		cldc_opt.compare = 1;
	} else if (!strcmp (a, "--summary")) {
		cldc_opt.summary = 1;
	} else if (!strcmp (a, "--keep-temps")) {
		setenv ("CLD_COMPARE_KEEP", "1", 1);
	} else {
		return 0;
	}
	return 1;
}

/* The operands FILES fit the mode: one source file to compile, or the
   files of --audit, --compare or --summary (returned in *MODE_FILES).  */
static void
cldc_check_files (char **files, int n_files, char ***mode_files,
		  int *n_mode)
{
	if (cldc_opt.audit + cldc_opt.compare + cldc_opt.summary > 1)
		cldc_fatal ("--audit, --compare and --summary are separate "
			    "modes: give one");
	if (cldc_opt.compare && n_files != 2)
		cldc_fatal ("--compare needs two files or directories, "
			    "PLAIN and CLD (got %d)", n_files);
	if (cldc_opt.summary && !n_files)
		cldc_fatal ("--summary needs a REPORT file (written "
			    "with -fplugin-arg-cld-report=FILE)");
	if (cldc_opt.report && !cldc_opt.audit && !cldc_opt.compare
	    && !cldc_opt.summary)
		cldc_fatal ("--report goes with --audit or --compare");
	if (cldc_opt.audit && !n_files)
		cldc_fatal ("--audit needs a FILE (object, shared "
			    "library or executable)");
	if (cldc_opt.audit || cldc_opt.compare || cldc_opt.summary) {
		*mode_files = files;
		*n_mode = n_files;
		return;
	}
	if (!n_files)
		cldc_fatal ("no input FILE (usage: %s [OPTIONS] FILE "
			    "[-- GCC FLAGS]; see --help)", cldc_progname);
	if (n_files > 1)
		cldc_fatal ("one FILE at a time (got '%s' and '%s'; GCC flags "
			    "go after --)", files[0], files[1]);
	cldc_opt.file = files[0];
}

/* The command line: options into cldc_opt, GCC flags after "--" into
   cldc_opt.extra, and the operands (see cldc_check_files).  */
static void
cldc_parse_args (int argc, char **argv, char ***mode_files, int *n_mode)
{
	int i, n_files = 0;
	char **files = NULL;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp (a, "--")) {
			while (++i < argc)
				cldc_push (&cldc_opt.extra, &cldc_opt.n_extra,
					   argv[i]);
			break;
		}
		if (cldc_parse_flag (argc, argv, &i)
		    || cldc_parse_valued (argc, argv, &i))
			continue;
		if (a[0] == '-' && a[1])
			cldc_fatal ("unknown option '%s' (see --help; GCC "
				    "flags go after --)", a);
		cldc_push (&files, &n_files, a);
	}
	cldc_check_files (files, n_files, mode_files, n_mode);
}

/* --- compilers and the plugin --------------------------------------------- */

static char *
cldc_ask (const char *driver, const char *arg)
{
	char *argv[] = { (char *) driver, (char *) arg, NULL };
	char *out = cldc_capture (argv, NULL);

	return out ? out : cldc_xstrdup ("");
}

static void
cldc_setup_compiler (struct cldc_compiler *c, const char *name)
{
	char *path;

	c->name = cldc_xstrdup (name);
	c->driver = cldc_opt.cxx ? cldc_cxx_driver (name) : c->name;
	path = cldc_which (c->name);
	if (!path)
		cldc_fatal ("compiler '%s' not found (install it, e.g. "
			    "apt-get install %s, or name another with --gcc)",
			    c->name, c->name);
	free (path);
	if (cldc_opt.cxx) {
		path = cldc_which (c->driver);
		if (!path)
			cldc_fatal ("C++ compiler '%s' (for --gcc %s) not "
				    "found; %s is a C++ file", c->driver,
				    c->name, cldc_opt.file);
		free (path);
	}
	c->version = cldc_ask (c->name, "-dumpfullversion");
	c->machine = cldc_ask (c->name, "-dumpmachine");
	c->plugin_dir = cldc_ask (c->name, "-print-file-name=plugin");
	if (!*c->version || !*c->machine)
		cldc_fatal ("'%s' does not answer -dumpfullversion/"
			    "-dumpmachine: is it GCC?", c->name);
}

static int
cldc_is_file (const char *p)
{
	return access (p, R_OK) == 0;
}

/* Where is cld.so for compiler C?  See the comment at the top and
   --help; LOOKED collects what was tried, for the error.  */
static char *
cldc_find_plugin (struct cldc_compiler *c, char **looked)
{
	char self[4096], *cand, *slash;
	ssize_t n;
	int i;

	*looked = cldc_xstrdup ("");
	for (i = 0; i < cldc_opt.n_plugin_for; i++)
		if (!strcmp (cldc_opt.plugin_for[i].gcc, c->name)) {
			if (!cldc_is_file (cldc_opt.plugin_for[i].path))
				cldc_fatal ("--plugin-for %s=%s: no such file",
					    c->name,
					    cldc_opt.plugin_for[i].path);
			return cldc_opt.plugin_for[i].path;
		}
	if (cldc_opt.plugin) {
		if (!cldc_is_file (cldc_opt.plugin))
			cldc_fatal ("--plugin %s: no such file",
				    cldc_opt.plugin);
		return cldc_xstrdup (cldc_opt.plugin);
	}
#define CLDC_TRY(...)							\
	do {								\
		cand = cldc_xasprintf (__VA_ARGS__);			\
		if (cldc_is_file (cand))				\
			return cand;					\
		*looked = cldc_xasprintf ("%s%s  %s", *looked,		\
					  **looked ? "\n" : "", cand);	\
		free (cand);						\
	} while (0)
	n = readlink ("/proc/self/exe", self, sizeof self - 1);
	if (n > 0) {
		self[n] = '\0';
		slash = strrchr (self, '/');
		if (slash) {
			*slash = '\0';
			CLDC_TRY ("%s/../gcc-%s-%s/cld.so", self, c->version,
				  c->machine);
		}
	}
	if (*c->plugin_dir && strcmp (c->plugin_dir, "plugin"))
		CLDC_TRY ("%s/cld.so", c->plugin_dir);
	if (*CLDC_TOP)
		CLDC_TRY ("%s/build/gcc-%s-%s/cld.so", CLDC_TOP, c->version,
			  c->machine);
#undef CLDC_TRY
	return NULL;
}

/* --- compiling ------------------------------------------------------------ */

static void
cldc_compile (struct cldc_run *r, int index)
{
	char *s_path, *o_path, *err_path, *msg, *name;
	char **argv = NULL, **as_argv = NULL;
	int n = 0, n_as = 0, i, rc;

	name = cldc_xasprintf ("r%d.s", index);
	s_path = cldc_tmpfile (name);
	name[strlen (name) - 1] = 'o';
	o_path = cldc_tmpfile (name);
	free (name);
	name = cldc_xasprintf ("r%d.err", index);
	err_path = cldc_tmpfile (name);
	free (name);

	cldc_push (&argv, &n, r->cc->driver);
	cldc_push (&argv, &n, "-S");
	cldc_push (&argv, &n, "-fdiagnostics-color=never");
	cldc_push (&argv, &n, "-O2");
	for (i = 0; i < r->cfg->n_flags; i++) {
		if (!strcmp (r->cfg->flags[i], "@plugin"))
			cldc_push (&argv, &n, cldc_xasprintf
				   ("-fplugin=%s", r->cc->plugin));
		else
			cldc_push (&argv, &n, r->cfg->flags[i]);
	}
	for (i = 0; i < cldc_opt.n_extra; i++)
		cldc_push (&argv, &n, cldc_opt.extra[i]);
	/* The same flags assemble the .s: -m32 and -Wa,... matter there;
	   the driver does not run cc1 on assembler input, so the rest is
	   inert.  */
	for (i = 0; i < n; i++)
		if (i != 1)
			cldc_push (&as_argv, &n_as, argv[i]);
	cldc_push (&as_argv, &n_as, "-c");
	cldc_push (&as_argv, &n_as, "-o");
	cldc_push (&as_argv, &n_as, o_path);
	cldc_push (&as_argv, &n_as, "-x");
	cldc_push (&as_argv, &n_as, "assembler");
	cldc_push (&as_argv, &n_as, s_path);
	cldc_push (&argv, &n, "-o");
	cldc_push (&argv, &n, s_path);
	cldc_push (&argv, &n, cldc_opt.file);
	r->argv = argv;

	rc = cldc_run (argv, NULL, err_path, err_path);
	if (rc == 0)
		rc = cldc_run (as_argv, NULL, err_path, err_path);
	if (rc != 0) {
		msg = cldc_read_file (err_path, NULL);
		if (rc < 0)
			r->error = cldc_xasprintf ("cannot run %s: %s",
						   r->cc->driver,
						   strerror (errno));
		else
			r->error = msg && *msg ? cldc_xstrdup (msg)
				 : cldc_xasprintf ("%s exited with status %d",
						   r->cc->driver, rc);
		free (msg);
		fflush (stdout);
		fprintf (stderr, "%s: %s: compile failed: %s\n%s",
			 cldc_progname, r->id, cldc_join (r->argv),
			 cldc_indent (r->error, 12));
		return;
	}
	if (cldc_object_load (o_path, &r->obj, &msg)) {
		r->error = msg;
		fprintf (stderr, "%s: %s: %s\n", cldc_progname, r->id, msg);
		return;
	}
	r->asm_text = cldc_read_file (s_path, NULL);
	r->ok = 1;
	unlink (s_path);
	unlink (o_path);
	unlink (err_path);
}

/* --- rows ----------------------------------------------------------------- */

struct cldc_row {
	char *name, *shown;
	int changed;
};

static struct cldc_row *cldc_rows;
static int cldc_n_rows;

static int
cldc_wanted (const char *name, const char *shown)
{
	int i;

	if (!cldc_opt.n_functions)
		return 1;
	for (i = 0; i < cldc_opt.n_functions; i++)
		if (!strcmp (cldc_opt.functions[i], name)
		    || !strcmp (cldc_opt.functions[i], shown))
			return 1;
	return 0;
}

/* Every function of every successful run, in order of first appearance;
   then whether its numbers differ anywhere.  */
static void
cldc_make_rows (void)
{
	char **names = NULL, **shown;
	int n = 0, r, i, k;
	size_t f;

	for (r = 0; r < cldc_n_runs; r++) {
		if (!cldc_runs[r].ok)
			continue;
		for (f = 0; f < cldc_runs[r].obj.n_funcs; f++) {
			const char *nm = cldc_runs[r].obj.funcs[f].name;

			for (i = 0; i < n && strcmp (names[i], nm); i++)
				;
			if (i == n)
				cldc_push (&names, &n, nm);
		}
	}
	shown = cldc_opt.demangle && n ? cldc_demangle (names, (size_t) n)
				       : names;
	for (i = 0; i < n; i++) {
		struct cldc_func *first = NULL;
		int seen = 0, changed = 0;

		if (!cldc_wanted (names[i], shown[i]))
			continue;
		for (r = 0; r < cldc_n_runs; r++) {
			struct cldc_func *fn;

			if (!cldc_runs[r].ok)
				continue;
			fn = cldc_object_find (&cldc_runs[r].obj, names[i]);
			if (!seen++)
				first = fn;
			else if (!fn != !first
				 || (fn && (fn->n_string != first->n_string
					    || fn->n_cld != first->n_cld
					    || fn->size != first->size)))
				changed = 1;
		}
		k = cldc_n_rows++;
		cldc_rows = cldc_xrealloc (cldc_rows, cldc_n_rows
					   * sizeof *cldc_rows);
		cldc_rows[k].name = names[i];
		cldc_rows[k].shown = shown[i];
		cldc_rows[k].changed = changed;
	}
}

static int
cldc_row_shown (const struct cldc_row *row)
{
	return !cldc_opt.only_changed || row->changed;
}

static void
cldc_total (struct cldc_run *r, int *str, int *cld, unsigned long *size)
{
	size_t f;

	*str = *cld = 0;
	*size = 0;
	for (f = 0; f < r->obj.n_funcs; f++) {
		*str += r->obj.funcs[f].n_string;
		*cld += r->obj.funcs[f].n_cld;
		*size += r->obj.funcs[f].size;
	}
}

/* The line of a compiler's message that says what went wrong: the first
   "error:" line ("In function" context lines come before it).  */
static const char *
cldc_first_error (const char *msg)
{
	const char *line;

	for (line = msg; line && *line; line = strchr (line, '\n'),
	     line = line ? line + 1 : NULL) {
		size_t n = strcspn (line, "\n");
		const char *e = strstr (line, "error:");

		if (e && (size_t) (e - line) < n)
			return line;
	}
	return msg;
}

/* --- output: table -------------------------------------------------------- */

static int
cldc_block_width (const struct cldc_run *r)
{
	int w = (int) strlen (r->label);

	return w < 14 ? 14 : w;
}

static void
cldc_cell (const struct cldc_run *r, const char *text)
{
	printf ("  %*s", cldc_block_width (r), text);
}

static void
cldc_print_table (void)
{
	int name_w = 8, r, i, hidden = 0;
	char buf[64];

	for (i = 0; i < cldc_n_rows; i++)
		if (cldc_row_shown (&cldc_rows[i])
		    && (int) strlen (cldc_rows[i].shown) > name_w)
			name_w = (int) strlen (cldc_rows[i].shown);

	/* Several compilers: their names over their groups of columns.  */
	for (r = 0; cldc_n_compilers > 1 && r < cldc_n_runs;) {
		int w = -2, k;

		for (k = r;
		     k < cldc_n_runs && cldc_runs[k].cc == cldc_runs[r].cc;
		     k++)
			w += 2 + cldc_block_width (&cldc_runs[k]);
		printf ("%-*s  %-*s", r ? 0 : name_w, "",
			k < cldc_n_runs ? w : 0, cldc_runs[r].cc->name);
		r = k;
		if (r == cldc_n_runs)
			putchar ('\n');
	}
	printf ("%-*s", name_w, "function");
	for (r = 0; r < cldc_n_runs; r++)
		printf ("  %-*s", r + 1 < cldc_n_runs
			? cldc_block_width (&cldc_runs[r]) : 0,
			cldc_runs[r].label);
	printf ("\n%-*s", name_w, "");
	for (r = 0; r < cldc_n_runs; r++)
		cldc_cell (&cldc_runs[r], "str cld  size");
	putchar ('\n');

	for (i = 0; i < cldc_n_rows; i++) {
		if (!cldc_row_shown (&cldc_rows[i])) {
			hidden++;
			continue;
		}
		printf ("%-*s", name_w, cldc_rows[i].shown);
		for (r = 0; r < cldc_n_runs; r++) {
			struct cldc_func *fn;

			if (!cldc_runs[r].ok) {
				cldc_cell (&cldc_runs[r], "failed");
				continue;
			}
			fn = cldc_object_find (&cldc_runs[r].obj,
					       cldc_rows[i].name);
			if (fn)
				snprintf (buf, sizeof buf, "%3d %3d %5lu",
					  fn->n_string, fn->n_cld, fn->size);
			else
				snprintf (buf, sizeof buf, "%3s %3s %5s",
					  "-", "-", "-");
			cldc_cell (&cldc_runs[r], buf);
		}
		putchar ('\n');
	}
	printf ("%-*s", name_w, "TOTAL");
	for (r = 0; r < cldc_n_runs; r++) {
		int str, cld;
		unsigned long size;

		if (!cldc_runs[r].ok) {
			cldc_cell (&cldc_runs[r], "failed");
			continue;
		}
		cldc_total (&cldc_runs[r], &str, &cld, &size);
		snprintf (buf, sizeof buf, "%3d %3d %5lu", str, cld, size);
		cldc_cell (&cldc_runs[r], buf);
	}
	putchar ('\n');
	if (hidden)
		printf ("(%d unchanged function%s not shown)\n", hidden,
			hidden == 1 ? "" : "s");
	for (r = 0; r < cldc_n_runs; r++)
		if (!cldc_runs[r].ok) {
			const char *e = cldc_first_error (cldc_runs[r].error);

			printf ("%s: failed: %.*s\n", cldc_n_compilers > 1
				? cldc_runs[r].id : cldc_runs[r].label,
				(int) strcspn (e, "\n"), e);
		}
}

/* --- output: csv and json ------------------------------------------------- */

static void
cldc_print_csv (void)
{
	char buf[3][32];
	int r, i;

	printf ("compiler,config,kind,function,string_insns,cld,size_bytes\n");
	for (r = 0; r < cldc_n_runs; r++) {
		struct cldc_run *run = &cldc_runs[r];
		int str, cld;
		unsigned long size;

		if (!run->ok) {
			cldc_csv_field (run->cc->name, 0);
			cldc_csv_field (run->cfg->name, 0);
			fputs ("failed,,,,\n", stdout);
			continue;
		}
		for (i = 0; i < cldc_n_rows; i++) {
			struct cldc_func *fn;

			if (!cldc_row_shown (&cldc_rows[i]))
				continue;
			fn = cldc_object_find (&run->obj, cldc_rows[i].name);
			if (!fn)
				continue;
			cldc_csv_field (run->cc->name, 0);
			cldc_csv_field (run->cfg->name, 0);
			cldc_csv_field ("function", 0);
			cldc_csv_field (cldc_rows[i].shown, 0);
			printf ("%d,%d,%lu\n", fn->n_string, fn->n_cld,
				fn->size);
		}
		cldc_total (run, &str, &cld, &size);
		snprintf (buf[0], sizeof buf[0], "%d", str);
		cldc_csv_field (run->cc->name, 0);
		cldc_csv_field (run->cfg->name, 0);
		printf ("total,,%d,%d,%lu\n", str, cld, size);
	}
}

static void
cldc_json_counts (int str, int cld, unsigned long size)
{
	printf ("{\"string_insns\": %d, \"cld\": %d, \"size_bytes\": %lu}",
		str, cld, size);
}

static void
cldc_print_json (void)
{
	int r, i, j, first;

	printf ("{\n  \"file\": ");
	cldc_json_string (cldc_opt.file);
	printf (",\n  \"extra_flags\": [");
	for (i = 0; i < cldc_opt.n_extra; i++) {
		if (i)
			printf (", ");
		cldc_json_string (cldc_opt.extra[i]);
	}
	printf ("],\n  \"configs\": [");
	for (r = 0; r < cldc_n_runs; r++) {
		struct cldc_run *run = &cldc_runs[r];

		printf ("%s\n    {\"id\": ", r ? "," : "");
		cldc_json_string (run->id);
		printf (", \"compiler\": ");
		cldc_json_string (run->cc->name);
		printf (", \"version\": ");
		cldc_json_string (run->cc->version);
		printf (", \"config\": ");
		cldc_json_string (run->cfg->name);
		printf (", \"command\": [");
		for (j = 0; run->argv[j]; j++) {
			if (j)
				printf (", ");
			cldc_json_string (run->argv[j]);
		}
		printf ("], \"status\": \"%s\"", run->ok ? "ok" : "failed");
		if (!run->ok) {
			printf (", \"error\": ");
			cldc_json_string (run->error);
		}
		putchar ('}');
	}
	printf ("\n  ],\n  \"functions\": [");
	first = 1;
	for (i = 0; i < cldc_n_rows; i++) {
		int f2 = 1;

		if (!cldc_row_shown (&cldc_rows[i]))
			continue;
		printf ("%s\n    {\"name\": ", first ? "" : ",");
		first = 0;
		cldc_json_string (cldc_rows[i].shown);
		if (strcmp (cldc_rows[i].shown, cldc_rows[i].name)) {
			printf (", \"symbol\": ");
			cldc_json_string (cldc_rows[i].name);
		}
		printf (", \"changed\": %s, \"results\": {",
			cldc_rows[i].changed ? "true" : "false");
		for (r = 0; r < cldc_n_runs; r++) {
			struct cldc_func *fn;

			if (!cldc_runs[r].ok)
				continue;
			fn = cldc_object_find (&cldc_runs[r].obj,
					       cldc_rows[i].name);
			if (!fn)
				continue;
			printf ("%s\n      ", f2 ? "" : ",");
			f2 = 0;
			cldc_json_string (cldc_runs[r].id);
			printf (": ");
			cldc_json_counts (fn->n_string, fn->n_cld, fn->size);
		}
		printf ("}}");
	}
	printf ("\n  ],\n  \"total\": {");
	first = 1;
	for (r = 0; r < cldc_n_runs; r++) {
		int str, cld;
		unsigned long size;

		if (!cldc_runs[r].ok)
			continue;
		cldc_total (&cldc_runs[r], &str, &cld, &size);
		printf ("%s\n    ", first ? "" : ",");
		first = 0;
		cldc_json_string (cldc_runs[r].id);
		printf (": ");
		cldc_json_counts (str, cld, size);
	}
	printf ("\n  }\n}\n");
}

/* --- --diff --------------------------------------------------------------- */

/* Is LINE a debug-info label (.LFB3:, .LVL12:, .LCFI0:, ...)?  Code
   labels are .L<digits>.  */
static int
cldc_debug_label (const char *line, size_t n)
{
	size_t i = 2;

	if (n < 4 || strncmp (line, ".L", 2) || line[n - 1] != ':')
		return 0;
	if (!(line[i] >= 'A' && line[i] <= 'Z'))
		return 0;
	for (; i < n - 1; i++)
		if (!((line[i] >= 'A' && line[i] <= 'Z')
		      || (line[i] >= '0' && line[i] <= '9')))
			return 0;
	return 1;
}

/* The assembly of function NAME: from "NAME:" to ".size NAME, ...",
   without .cfi/.loc directives and debug labels; NULL if absent.  */
static char *
cldc_asm_of (const char *s, const char *name)
{
	size_t nlen = strlen (name), cap = 4096, len = 0;
	char *out = NULL, *sz = cldc_xasprintf ("\t.size\t%s,", name);
	const char *line = s;

	for (; line && *line; line = strchr (line, '\n'),
	     line = line ? line + 1 : NULL) {
		size_t n = strcspn (line, "\n");
		const char *t = line;

		if (!out) {
			if (n == nlen + 1 && !strncmp (line, name, nlen)
			    && line[nlen] == ':') {
				out = cldc_xmalloc (cap);
				out[0] = '\0';
			} else
				continue;
		}
		if (!strncmp (line, sz, strlen (sz)))
			break;
		while (*t == '\t' || *t == ' ')
			t++;
		if (!strncmp (t, ".cfi_", 5) || !strncmp (t, ".loc", 4)
		    || cldc_debug_label (line, n))
			continue;
		if (len + n + 2 > cap) {
			cap = 2 * (len + n + 2);
			out = cldc_xrealloc (out, cap);
		}
		memcpy (out + len, line, n);
		len += n;
		out[len++] = '\n';
		out[len] = '\0';
	}
	free (sz);
	return out;
}

static struct cldc_config *
cldc_find_config (const char *name)
{
	int i;

	for (i = 0; i < cldc_opt.n_configs; i++)
		if (!strcmp (cldc_opt.configs[i].name, name))
			return &cldc_opt.configs[i];
	/* Short forms: strict for mode=strict, -mcld for mcld.  */
	for (i = 0; i < cldc_opt.n_configs; i++)
		if (!strncmp (cldc_opt.configs[i].name, "mode=", 5)
		    && !strcmp (cldc_opt.configs[i].name + 5, name))
			return &cldc_opt.configs[i];
	if (name[0] == '-')
		return cldc_find_config (name + 1);
	return NULL;
}

static struct cldc_run *
cldc_find_run (struct cldc_compiler *cc, struct cldc_config *cfg)
{
	int r;

	for (r = 0; r < cldc_n_runs; r++)
		if (cldc_runs[r].cc == cc && cldc_runs[r].cfg == cfg)
			return &cldc_runs[r];
	return NULL;
}

/* NAME or GCC:NAME -> compiler (NULL: unqualified) and config.  */
static void
cldc_resolve (const char *spec, struct cldc_compiler **cc,
	      struct cldc_config **cfg)
{
	const char *colon = strchr (spec, ':');
	char *list = cldc_xstrdup ("");
	int i;

	*cc = NULL;
	if (colon) {
		for (i = 0; i < cldc_n_compilers; i++)
			if (strlen (cldc_compilers[i].name)
			    == (size_t) (colon - spec)
			    && !strncmp (cldc_compilers[i].name, spec,
					 (size_t) (colon - spec)))
				*cc = &cldc_compilers[i];
		if (!*cc)
			cldc_fatal ("--diff %s: no compiler '%.*s' (given: "
				    "--gcc %s)", spec, (int) (colon - spec),
				    spec, cldc_join (cldc_opt.gccs));
		spec = colon + 1;
	}
	*cfg = cldc_find_config (spec);
	if (*cfg)
		return;
	for (i = 0; i < cldc_opt.n_configs; i++)
		list = cldc_xasprintf ("%s%s%s", list, i ? ", " : "",
				       cldc_opt.configs[i].name);
	cldc_fatal ("--diff: no configuration '%s' (configurations: %s)",
		    spec, list);
}

static int
cldc_diff_pair (struct cldc_run *a, struct cldc_run *b)
{
	char *fa = cldc_tmpfile ("diff.a"), *fb = cldc_tmpfile ("diff.b");
	char *fo = cldc_tmpfile ("diff.out");
	int i, n_diff = 0;

	if (!a->ok || !b->ok) {
		fprintf (stderr, "%s: cannot diff %s and %s: %s did not "
			 "compile\n", cldc_progname, a->id, b->id,
			 a->ok ? b->id : a->id);
		return -1;
	}
	for (i = 0; i < cldc_n_rows; i++) {
		char *ta = cldc_asm_of (a->asm_text, cldc_rows[i].name);
		char *tb = cldc_asm_of (b->asm_text, cldc_rows[i].name);
		char *la, *lb, *out;
		char *argv[9];

		if (!ta && !tb)
			continue;
		if (ta && tb && !strcmp (ta, tb)) {
			free (ta);
			free (tb);
			continue;
		}
		la = cldc_xasprintf ("%s %s", a->id, cldc_rows[i].shown);
		lb = cldc_xasprintf ("%s %s", b->id, cldc_rows[i].shown);
		if (cldc_write_file (fa, ta ? ta : "")
		    || cldc_write_file (fb, tb ? tb : ""))
			cldc_fatal ("cannot write in %s", cldc_tmpdir ());
		argv[0] = "diff";
		argv[1] = "-u";
		argv[2] = "--label";
		argv[3] = la;
		argv[4] = "--label";
		argv[5] = lb;
		argv[6] = fa;
		argv[7] = fb;
		argv[8] = NULL;
		if (cldc_run (argv, NULL, fo, "/dev/null") < 0)
			cldc_fatal ("cannot run diff: %s", strerror (errno));
		out = cldc_read_file (fo, NULL);
		fputs (out ? out : "", stdout);
		free (out);
		n_diff++;
		free (la);
		free (lb);
		free (ta);
		free (tb);
	}
	if (!n_diff)
		printf ("%s and %s: no differences\n", a->id, b->id);
	return n_diff;
}

/* With --diff, only the two configurations compared are compiled.  */
static int
cldc_diff_needs (struct cldc_run *r)
{
	struct cldc_compiler *ca, *cb;
	struct cldc_config *ga, *gb;

	if (!cldc_opt.diff_a)
		return 1;
	cldc_resolve (cldc_opt.diff_a, &ca, &ga);
	cldc_resolve (cldc_opt.diff_b, &cb, &gb);
	return (r->cfg == ga && (!ca || ca == r->cc))
		|| (r->cfg == gb && (!cb || cb == r->cc));
}

static int
cldc_do_diff (void)
{
	struct cldc_compiler *ca, *cb;
	struct cldc_config *ga, *gb;
	int c, failed = 0;

	cldc_resolve (cldc_opt.diff_a, &ca, &ga);
	cldc_resolve (cldc_opt.diff_b, &cb, &gb);
	for (c = 0; c < cldc_n_compilers; c++) {
		struct cldc_run *a, *b;

		a = cldc_find_run (ca ? ca : &cldc_compilers[c], ga);
		b = cldc_find_run (cb ? cb : &cldc_compilers[c], gb);
		if (cldc_diff_pair (a, b) < 0)
			failed = 1;
		if (ca && cb)
			break;
	}
	return failed ? CLDC_EXIT_CONFIG_FAILED : CLDC_EXIT_OK;
}

/* --- main ----------------------------------------------------------------- */

/* Every mode reads objdump's output: say so before any work.  */
static void
cldc_need_objdump (void)
{
	char *path = cldc_which (cldc_objdump);

	if (!path)
		cldc_fatal ("'%s' not found: install binutils (apt-get install "
			    "binutils) or name one with --objdump",
			    cldc_objdump);
	free (path);
}

/* Every --configs name is a built-in configuration.  */
static void
cldc_check_builtin_names (void)
{
	int i, j;

	for (i = 0; i < cldc_opt.n_builtin_names; i++)
		if (!cldc_builtin (cldc_opt.builtin_names[i])) {
			char *list = cldc_xstrdup ("");

			for (j = 0; cldc_builtins[j].name; j++)
				list = cldc_xasprintf ("%s%s%s", list,
						       j ? ", " : "",
						       cldc_builtins[j].name);
			cldc_fatal ("--configs: no built-in configuration "
				    "'%s' (built-in: %s; add others with "
				    "--config NAME=FLAGS)",
				    cldc_opt.builtin_names[i], list);
		}
}

/* Configurations: the chosen (or default) built-ins first, in their fixed
   order, then --config ones in command-line order.  */
static void
cldc_order_configs (void)
{
	struct cldc_config *custom = cldc_opt.configs;
	int n_custom = cldc_opt.n_configs;
	int i, j;

	cldc_check_builtin_names ();
	cldc_opt.configs = NULL;
	cldc_opt.n_configs = 0;
	for (j = 0; cldc_builtins[j].name; j++) {
		int use = !cldc_opt.n_builtin_names && !n_custom
			  && cldc_builtins[j].by_default;

		for (i = 0; i < cldc_opt.n_builtin_names; i++)
			if (!strcmp (cldc_opt.builtin_names[i],
				     cldc_builtins[j].name))
				use = 1;
		if (use)
			cldc_add_config (cldc_builtins[j].name,
					 cldc_builtins[j].flags, 1);
	}
	for (i = 0; i < n_custom; i++) {
		cldc_opt.configs = cldc_xrealloc (cldc_opt.configs,
						  (cldc_opt.n_configs + 1)
						  * sizeof *cldc_opt.configs);
		cldc_opt.configs[cldc_opt.n_configs++] = custom[i];
	}
	if (!cldc_opt.n_configs)
		cldc_fatal ("no configurations");
}

/* One compiler per distinct --gcc (default: the one cld-compare was built
   with), each with its cld.so when a configuration needs the plugin.  */
static void
cldc_setup_compilers (void)
{
	int i, j, any_plugin = 0;

	if (!cldc_opt.n_gccs)
		cldc_push (&cldc_opt.gccs, &cldc_opt.n_gccs,
			   CLDC_DEFAULT_GCC);
	cldc_compilers = cldc_xmalloc (cldc_opt.n_gccs
				       * sizeof *cldc_compilers);
	memset (cldc_compilers, 0, cldc_opt.n_gccs * sizeof *cldc_compilers);
	for (i = 0; i < cldc_opt.n_gccs; i++) {
		for (j = 0; j < cldc_n_compilers; j++)
			if (!strcmp (cldc_compilers[j].name,
				     cldc_opt.gccs[i]))
				break;
		if (j == cldc_n_compilers)
			cldc_setup_compiler
				(&cldc_compilers[cldc_n_compilers++],
				 cldc_opt.gccs[i]);
	}

	for (i = 0; i < cldc_opt.n_configs; i++)
		any_plugin |= cldc_opt.configs[i].needs_plugin;
	for (i = 0; any_plugin && i < cldc_n_compilers; i++) {
		struct cldc_compiler *c = &cldc_compilers[i];
		char *looked;

		c->plugin = cldc_find_plugin (c, &looked);
		if (!c->plugin)
			cldc_fatal ("no cld.so for %s (GCC %s, %s): build it "
				    "with 'make GCC=%s' in the cld source "
				    "tree, or pass --plugin-for %s=PATH.  "
				    "Looked for:\n%s", c->name, c->version,
				    c->machine, c->name, c->name, looked);
	}
}

/* Compile FILE for every compiler and configuration (those --diff needs
   only, with --diff).  Return how many compiled; *FAILED counts the
   others.  */
static int
cldc_compile_all (int *failed)
{
	int i, j, ok = 0;

	cldc_n_runs = cldc_n_compilers * cldc_opt.n_configs;
	cldc_runs = cldc_xmalloc (cldc_n_runs * sizeof *cldc_runs);
	memset (cldc_runs, 0, cldc_n_runs * sizeof *cldc_runs);
	for (i = 0; i < cldc_n_compilers; i++)
		for (j = 0; j < cldc_opt.n_configs; j++) {
			struct cldc_run *r
				= &cldc_runs[i * cldc_opt.n_configs + j];

			r->cc = &cldc_compilers[i];
			r->cfg = &cldc_opt.configs[j];
			r->id = cldc_xasprintf ("%s:%s", r->cc->name,
						r->cfg->name);
			r->label = r->cfg->name;
			if (!cldc_diff_needs (r))
				continue;
			cldc_compile (r, i * cldc_opt.n_configs + j);
			if (r->ok)
				ok++;
			else
				(*failed)++;
		}
	return ok;
}

static void
cldc_print (void)
{
	switch (cldc_opt.format) {
	case CLDC_TABLE:
		cldc_print_table ();
		break;
	case CLDC_CSV:
		cldc_print_csv ();
		break;
	case CLDC_JSON:
		cldc_print_json ();
		break;
	}
	if (fflush (stdout) || ferror (stdout))
		cldc_fatal ("write error on standard output");
}

int
main (int argc, char **argv)
{
	char **files = NULL;
	int n_files = 0, failed = 0;

	/* Messages and disassembly in one, parseable language.  */
	setenv ("LC_ALL", "C", 1);
	unsetenv ("GCC_COLORS");

	cldc_parse_args (argc, argv, &files, &n_files);
	cldc_need_objdump ();
	if (cldc_opt.audit)
		return cldc_audit_main (files, n_files, cldc_opt.format,
					cldc_opt.demangle, cldc_opt.report,
					cldc_opt.functions,
					cldc_opt.n_functions);
	if (cldc_opt.compare)
		return cldc_compare_main (files[0], files[1], cldc_opt.report,
					  cldc_opt.format);
	if (cldc_opt.summary)
		return cldc_summary_main (files, n_files, cldc_opt.format);

	if (access (cldc_opt.file, R_OK))
		cldc_fatal ("%s: %s", cldc_opt.file, strerror (errno));
	cldc_opt.cxx = cldc_is_cxx_file (cldc_opt.file);
	cldc_order_configs ();
	cldc_setup_compilers ();
	if (!cldc_compile_all (&failed)) {
		fprintf (stderr, "%s: no configuration compiled\n",
			 cldc_progname);
		return CLDC_EXIT_CONFIG_FAILED;
	}
	cldc_make_rows ();
	if (cldc_opt.diff_a)
		return cldc_do_diff ();
	cldc_print ();
	return failed ? CLDC_EXIT_CONFIG_FAILED : CLDC_EXIT_OK;
}
