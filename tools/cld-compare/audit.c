/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare --audit -- which functions of a built file run string
 * instructions with DF provably clear, and which start with cld.
 *
 * Input: any file objdump disassembles (object, shared library, PIE or
 * static executable).  Functions are the symbol table's function symbols,
 * so a stripped file shows nothing: audit an unstripped build (or the
 * debug file).  The rule (objdump.c, cldc_audit_function) is deliberately
 * simple and conservative: "protected" means proven by the rule, not that
 * an unprotected function is wrong -- outside signal handlers DF is clear
 * anyway, as the ABI promises.
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
};

static const char *
cldc_audit_status (const struct cldc_verdict *v)
{
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

	if (cldc_object_load (file, &obj, &err)) {
		fprintf (stderr, "%s: --audit %s: %s\n", cldc_progname, file,
			 err);
		return -1;
	}
	rows = cldc_xmalloc ((obj.n_funcs + 1) * sizeof *rows);
	names = cldc_xmalloc ((obj.n_funcs + 1) * sizeof *names);
	for (i = 0; i < obj.n_funcs; i++) {
		struct cldc_verdict v;

		cldc_audit_function (&obj, &obj.funcs[i], &v);
		if (!v.n_string && !v.entry_cld)
			continue;
		rows[n].f = &obj.funcs[i];
		rows[n].v = v;
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
		printf ("%s%s:%s\n", first_file ? "" : "\n", file,
			obj.dynamic ? " (stripped: exported functions only)"
				    : "");
		printf ("  %-*s  %6s  %9s  %-9s  %s\n", name_w, "function",
			"string", "protected", "cld-entry", "status");
		for (i = 0; i < n; i++)
			printf ("  %-*s  %6d  %9d  %-9s  %s%s\n", name_w,
				rows[i].shown, rows[i].v.n_string,
				rows[i].v.n_protected,
				rows[i].v.entry_cld ? "yes" : "no",
				cldc_audit_status (&rows[i].v),
				rows[i].v.n_string && rows[i].v.computed_jump
				&& rows[i].v.n_protected < rows[i].v.n_string
				? " (computed jump)" : "");
		printf ("summary: %d function%s with string instructions, "
			"%d protected; %d handler%s protected (cld at "
			"entry)\n", n_str, n_str == 1 ? "" : "s", n_prot,
			n_entry, n_entry == 1 ? "" : "s");
		break;
	case CLDC_CSV:
		if (first_file)
			printf ("file,function,string_insns,protected,"
				"cld_at_entry,status\n");
		for (i = 0; i < n; i++) {
			cldc_csv_field (file, 0);
			cldc_csv_field (rows[i].shown, 0);
			printf ("%d,%d,%s,%s\n", rows[i].v.n_string,
				rows[i].v.n_protected,
				rows[i].v.entry_cld ? "yes" : "no",
				cldc_audit_status (&rows[i].v));
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
				"\"cld_at_entry\": %s, \"status\": \"%s\"}",
				rows[i].v.n_string, rows[i].v.n_protected,
				rows[i].v.entry_cld ? "true" : "false",
				cldc_audit_status (&rows[i].v));
		}
		printf ("],\n   \"summary\": {\"functions_with_string_insns\""
			": %d, \"protected\": %d, \"handlers_protected\": "
			"%d}}", n_str, n_prot, n_entry);
		if (last_file)
			printf ("\n]\n");
		break;
	}
	free (rows);
	free (names);
	return 0;
}

int
cldc_audit_main (char **files, int n_files, enum cldc_format fmt,
		 int demangle)
{
	int i, bad = 0, done = 0;

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
	return bad ? CLDC_EXIT_FATAL : CLDC_EXIT_OK;
}
