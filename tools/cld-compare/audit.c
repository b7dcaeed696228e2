/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare --audit -- does every function cld says it protected start
 * with cld in the built file; and, for information, which functions run
 * string instructions with DF provably clear.
 *
 * With --report FILE (what -fplugin-arg-cld-report=FILE wrote), every
 * function the report lists that is in the audited file must start with
 * cld after endbr and patchable nops, or right after the frame setup
 * "push %rbp; mov %rsp,%rbp" that follows them (objdump.c,
 * cldc_entry_cld): that is the pass/fail criterion
 * (exit 1 otherwise).  A listed thunk, cld_thunk.F (plugin/cld-thunk.c:
 * the code a registration hands the kernel for a handler F that the
 * registering file may not define), must also pass control to F and to
 * nothing else ("THUNK-NOT-TO-FUNCTION" otherwise).  Listed functions that
 * are not in the file (inlined, or in another file of the build) are
 * counted, not failed.  A listed name without cld whose code the debug
 * info places in another source file than any the report lists it from is
 * a namesake -- another program of the package has a function of that name
 * (bc's out_char and dc's) -- and is shown as such, not failed.
 *
 * Input: any file objdump disassembles (object, static archive -- each
 * member apart, its functions shown as "member.o:function" --, shared
 * library, PIE or static executable).  Functions are the symbol table's
 * function symbols; a stripped file's come from its separate debug file
 * (by build id, under --debug-dir DIRs and /usr/lib/debug), else only
 * exported functions are seen.  The string rule (objdump.c,
 * cldc_audit_function) is deliberately simple and conservative:
 * "protected" means proven by the rule, not that an unprotected function
 * is wrong -- outside signal handlers DF is clear anyway, as the ABI
 * promises.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cld-compare.h"

struct cldc_audit_row {
	struct cldc_func *f;
	struct cldc_verdict v;
	const char *shown;
	int listed;		/* the report lists it */
	int stray_thunk;	/* a thunk that does not reach its function */
	int namesake;		/* listed, but the report's is another one */
};

static struct {
	const struct cldc_report *report;
	char **functions;	/* --function */
	int n_functions;
	int *function_seen;
	int n_listed, n_listed_ok;
} cldc_aud;

/* Is NAME ("sym" or "member.o:sym", maybe demangled as SHOWN) one of the
   --function names?  Mark it seen.  */
static int
cldc_audit_wanted (const char *name, const char *shown)
{
	const char *colon = strchr (name, ':');
	int i, hit = 0;

	if (!cldc_aud.n_functions)
		return 1;
	for (i = 0; i < cldc_aud.n_functions; i++) {
		const char *w = cldc_aud.functions[i];

		if (!strcmp (w, name) || (colon && !strcmp (w, colon + 1))
		    || (shown && !strcmp (w, shown))) {
			cldc_aud.function_seen[i] = 1;
			hit = 1;
		}
	}
	return hit;
}

/* The base name of the source file of F's code in FILE (OBJ), from the
   debug info by addr2line, or NULL when it does not say.  */
static char *
cldc_audit_source (const char *file, struct cldc_object *obj,
		   struct cldc_func *f)
{
	char addr[32], *out, *colon, *base, *res;
	char *argv[] = { (char *) "addr2line", (char *) "-e",
			 obj->debug_file ? obj->debug_file : (char *) file,
			 addr, NULL };

	snprintf (addr, sizeof addr, "0x%lx", f->addr);
	out = cldc_capture (argv, NULL);
	if (!out)
		return NULL;
	colon = strrchr (out, ':');
	if (colon)
		*colon = '\0';
	base = strrchr (out, '/');
	base = base ? base + 1 : out;
	res = *base && strncmp (base, "??", 2) ? cldc_xstrdup (base) : NULL;
	free (out);
	return res;
}

static const char *
cldc_audit_status (const struct cldc_audit_row *r)
{
	const struct cldc_verdict *v = &r->v;

	if (r->namesake)
		return "namesake";
	if (r->listed && r->stray_thunk && v->entry_cld)
		return "THUNK-NOT-TO-FUNCTION";
	if (r->listed)
		return v->entry_cld ? "handler-ok" : "HANDLER-WITHOUT-CLD";
	if (!v->n_string)
		return "-";
	if (v->n_protected == v->n_string)
		return "protected";
	return v->n_protected ? "partly" : "UNPROTECTED";
}

static int
cldc_audit_file (const char *file, enum cldc_format fmt, int demangle,
		 int first_file, int last_file)
{
	struct cldc_object obj;
	struct cldc_audit_row *rows;
	char *err, **names, **shown;
	size_t i, n = 0;
	int n_str = 0, n_prot = 0, n_entry = 0, name_w = 8;
	int n_listed = 0, n_listed_ok = 0;

	if (cldc_object_load (file, &obj, &err)) {
		fprintf (stderr, "%s: --audit %s: %s\n", cldc_progname, file,
			 err);
		return -1;
	}
	rows = cldc_xmalloc ((obj.n_funcs + 1) * sizeof *rows);
	names = cldc_xmalloc ((obj.n_funcs + 1) * sizeof *names);
	for (i = 0; i < obj.n_funcs; i++) {
		struct cldc_verdict v;

		int listed = cldc_report_has (cldc_aud.report,
					      obj.funcs[i].name);
		const char *to = cldc_thunk_target (obj.funcs[i].name);
		int namesake = 0;

		cldc_audit_function (&obj, &obj.funcs[i], &v);
		/* Listed without cld: is it the function the report lists,
		   or one of the same name from another source file?  */
		if (listed && !v.entry_cld
		    && !strchr (obj.funcs[i].name, ':')) {
			char *src = cldc_audit_source (file, &obj,
						       &obj.funcs[i]);

			if (src && !cldc_report_from (cldc_aud.report,
						      obj.funcs[i].name, src))
				namesake = 1, listed = 0;
			free (src);
		}
		if (!v.n_string && !v.entry_cld && !listed && !namesake)
			continue;
		if (!cldc_audit_wanted (obj.funcs[i].name, NULL))
			continue;
		rows[n].f = &obj.funcs[i];
		rows[n].v = v;
		rows[n].listed = listed;
		rows[n].namesake = namesake;
		rows[n].stray_thunk = to
			&& !cldc_thunk_reaches (&obj, &obj.funcs[i], to);
		if (listed) {
			n_listed++;
			n_listed_ok += v.entry_cld && !rows[n].stray_thunk;
		}
		names[n++] = obj.funcs[i].name;
		if (v.n_string) {
			n_str++;
			if (v.n_protected == v.n_string)
				n_prot++;
		}
		if (v.entry_cld)
			n_entry++;
	}
	shown = demangle && n ? cldc_demangle (names, n) : names;
	for (i = 0; i < n; i++) {
		rows[i].shown = shown[i];
		if ((int) strlen (shown[i]) > name_w)
			name_w = (int) strlen (shown[i]);
	}

	switch (fmt) {
	case CLDC_TABLE:
		printf ("%s%s:%s%s%s%s\n", first_file ? "" : "\n", file,
			obj.dynamic ? " (stripped: exported functions only)"
				    : "",
			obj.debug_file ? " (symbols from " : "",
			obj.debug_file ? obj.debug_file : "",
			obj.debug_file ? ")" : "");
		printf ("  %-*s  %6s  %9s  %-9s  %s\n", name_w, "function",
			"string", "protected", "cld-entry", "status");
		for (i = 0; i < n; i++)
			printf ("  %-*s  %6d  %9d  %-9s  %s%s\n", name_w,
				rows[i].shown, rows[i].v.n_string,
				rows[i].v.n_protected,
				rows[i].v.entry_cld ? "yes" : "no",
				cldc_audit_status (&rows[i]),
				rows[i].v.n_string && rows[i].v.computed_jump
				&& rows[i].v.n_protected < rows[i].v.n_string
				? " (computed jump)" : "");
		printf ("summary: %d function%s with string instructions, "
			"%d protected; %d handler%s protected (cld at "
			"entry)\n", n_str, n_str == 1 ? "" : "s", n_prot,
			n_entry, n_entry == 1 ? "" : "s");
		if (cldc_aud.report)
			printf ("report: %d listed function%s here, %d start%s "
				"with cld, %d without\n", n_listed,
				n_listed == 1 ? "" : "s", n_listed_ok,
				n_listed_ok == 1 ? "s" : "",
				n_listed - n_listed_ok);
		break;
	case CLDC_CSV:
		if (first_file)
			printf ("file,function,string_insns,protected,"
				"cld_at_entry,status,in_report\n");
		for (i = 0; i < n; i++) {
			cldc_csv_field (file, 0);
			cldc_csv_field (rows[i].shown, 0);
			printf ("%d,%d,%s,%s,%s\n", rows[i].v.n_string,
				rows[i].v.n_protected,
				rows[i].v.entry_cld ? "yes" : "no",
				cldc_audit_status (&rows[i]),
				rows[i].listed ? "yes" : "no");
		}
		break;
	case CLDC_JSON:
		printf ("%s\n  {\"file\": ", first_file ? "[" : ",");
		cldc_json_string (file);
		printf (", \"functions\": [");
		for (i = 0; i < n; i++) {
			printf ("%s\n    {\"name\": ", i ? "," : "");
			cldc_json_string (rows[i].shown);
			printf (", \"string_insns\": %d, \"protected\": %d, "
				"\"cld_at_entry\": %s, \"status\": \"%s\", "
				"\"in_report\": %s}",
				rows[i].v.n_string, rows[i].v.n_protected,
				rows[i].v.entry_cld ? "true" : "false",
				cldc_audit_status (&rows[i]),
				rows[i].listed ? "true" : "false");
		}
		printf ("],\n   \"summary\": {\"functions_with_string_insns\""
			": %d, \"protected\": %d, \"handlers_protected\": "
			"%d, \"report_listed\": %d, \"report_without_cld\": "
			"%d}}", n_str, n_prot, n_entry, n_listed,
			n_listed - n_listed_ok);
		if (last_file)
			printf ("\n]\n");
		break;
	}
	cldc_aud.n_listed += n_listed;
	cldc_aud.n_listed_ok += n_listed_ok;
	free (rows);
	free (names);
	return 0;
}

int
cldc_audit_main (char **files, int n_files, enum cldc_format fmt,
		 int demangle, const char *report, char **functions,
		 int n_functions)
{
	struct cldc_report rep;
	int i, bad = 0, done = 0, missing = 0;

	memset (&cldc_aud, 0, sizeof cldc_aud);
	if (report) {
		if (cldc_report_load (report, &rep))
			cldc_fatal ("--report %s: cannot read it", report);
		cldc_aud.report = &rep;
	}
	cldc_aud.functions = functions;
	cldc_aud.n_functions = n_functions;
	cldc_aud.function_seen = cldc_xmalloc ((n_functions + 1)
					       * sizeof (int));
	memset (cldc_aud.function_seen, 0, (n_functions + 1) * sizeof (int));
	for (i = 0; i < n_files; i++) {
		int last = i == n_files - 1;

		if (cldc_audit_file (files[i], fmt, demangle, !done, last)) {
			bad = 1;
			/* Keep the JSON array well formed.  */
			if (fmt == CLDC_JSON && last && done)
				printf ("\n]\n");
			continue;
		}
		done = 1;
	}
	if (fmt == CLDC_JSON && !done)
		printf ("[]\n");
	for (i = 0; i < n_functions; i++)
		if (!cldc_aud.function_seen[i]) {
			fprintf (stderr, "%s: --audit: no function '%s' with "
				 "string instructions, a cld at entry or in "
				 "the report in %s\n", cldc_progname,
				 functions[i], n_files == 1 ? files[0]
				 : "the files");
			missing = 1;
		}
	if (report && fmt == CLDC_TABLE && n_files > 1)
		printf ("\nreport %s: %d listed function%s found, %d without "
			"cld\n", report, cldc_aud.n_listed,
			cldc_aud.n_listed == 1 ? "" : "s",
			cldc_aud.n_listed - cldc_aud.n_listed_ok);
	if (report && !cldc_aud.n_listed)
		fprintf (stderr, "%s: --audit: none of the %zu functions of "
			 "%s is in the audited files (stripped without debug "
			 "files, or another build's report?)\n",
			 cldc_progname, rep.n, report);
	free (cldc_aud.function_seen);
	if (bad)
		return CLDC_EXIT_FATAL;
	return cldc_aud.n_listed_ok < cldc_aud.n_listed || missing ? 1 : 0;
}
