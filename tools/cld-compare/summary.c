/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare --summary -- what a report collected over a whole build (or a
 * mass rebuild) says, per package and output.
 *
 *   cld-compare --summary [--format=table|csv|json] REPORT...
 *
 * Lines of configure/CMake/Meson probes ("probe":true) are counted and
 * dropped; lines with the same "key" (absolute source file and symbol: the
 * same function compiled again by "make clean all", or by cc1 and then the
 * link-time compiler for a fat LTO object) count once, under the first
 * line's package ("tag") and output.  Lines of reports from before the
 * "key" field fall back to file:asm.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cld-compare.h"

struct cldc_sum_line {
	char *tag, *output, *key, *function, *file;
	size_t order;
};

/* The value of member KEY of LINE: a string, or null (NULL).  */
static char *
cldc_sum_get (const char *line, const char *key)
{
	char *pat = cldc_xasprintf ("\"%s\":", key), *out, *o;
	const char *p = strstr (line, pat);

	free (pat);
	if (!p)
		return NULL;
	p += strlen (key) + 3;
	if (*p != '"')
		return NULL;
	out = o = cldc_xmalloc (strlen (p) + 1);
	for (p++; *p && *p != '"'; p++) {
		if (*p == '\\' && p[1])
			p++;
		*o++ = *p;
	}
	*o = '\0';
	return out;
}

static int
cldc_sum_by_key (const void *a, const void *b)
{
	const struct cldc_sum_line *x = a, *y = b;
	int c = strcmp (x->key, y->key);

	return c ? c : (x->order > y->order) - (x->order < y->order);
}

static int
cldc_sum_by_group (const void *a, const void *b)
{
	const struct cldc_sum_line *x = a, *y = b;
	int c = strcmp (x->tag, y->tag);

	if (!c)
		c = strcmp (x->output, y->output);
	return c ? c : strcmp (x->key, y->key);
}

int
cldc_summary_main (char **files, int n_files, enum cldc_format fmt)
{
	struct cldc_sum_line *v = NULL;
	size_t n = 0, i, j, kept = 0, probes = 0, lines = 0, bad = 0, groups;
	int f;

	for (f = 0; f < n_files; f++) {
		char *text = cldc_read_file (files[f], NULL), *line, *next;

		if (!text)
			cldc_fatal ("--summary: cannot read %s", files[f]);
		for (line = text; *line; line = next) {
			struct cldc_sum_line *l;
			char *file, *sym;

			next = strchr (line, '\n');
			if (next)
				*next++ = '\0';
			else
				next = line + strlen (line);
			if (!*line)
				continue;
			lines++;
			if (*line != '{'
			    || !(sym = cldc_sum_get (line, "asm"))) {
				bad++;
				continue;
			}
			if (strstr (line, "\"probe\":true")) {
				probes++;
				free (sym);
				continue;
			}
			v = cldc_xrealloc (v, (n + 1) * sizeof *v);
			l = &v[n];
			l->order = n++;
			file = cldc_sum_get (line, "file");
			l->file = file ? file : cldc_xstrdup ("?");
			l->tag = cldc_sum_get (line, "tag");
			if (!l->tag)
				l->tag = cldc_xstrdup ("-");
			l->output = cldc_sum_get (line, "output");
			if (!l->output)
				l->output = cldc_xstrdup ("-");
			l->function = cldc_sum_get (line, "function");
			if (!l->function)
				l->function = cldc_xstrdup (sym);
			l->key = cldc_sum_get (line, "key");
			if (!l->key)
				l->key = cldc_xasprintf ("%s:%s", l->file, sym);
			free (sym);
		}
		free (text);
	}
	/* Duplicates: keep the first line of every key.  */
	if (n)
		qsort (v, n, sizeof *v, cldc_sum_by_key);
	for (i = 0; i < n; i++)
		if (!kept || strcmp (v[kept - 1].key, v[i].key))
			v[kept++] = v[i];
	if (kept)
		qsort (v, kept, sizeof *v, cldc_sum_by_group);

	for (i = 0, groups = 0; i < kept; i = j, groups++) {
		for (j = i; j < kept && !strcmp (v[j].tag, v[i].tag)
		     && !strcmp (v[j].output, v[i].output); j++)
			;
		switch (fmt) {
		case CLDC_TABLE:
			if (!groups)
				printf ("%-24s %-32s %9s  %s\n", "package",
					"output", "protected", "functions");
			printf ("%-24s %-32s %9zu  ", v[i].tag, v[i].output,
				j - i);
			for (size_t k = i; k < j; k++)
				printf ("%s%s", k > i ? " " : "",
					v[k].function);
			printf ("\n");
			break;
		case CLDC_CSV:
			if (!groups)
				printf ("package,output,function,file\n");
			for (size_t k = i; k < j; k++) {
				cldc_csv_field (v[k].tag, 0);
				cldc_csv_field (v[k].output, 0);
				cldc_csv_field (v[k].function, 0);
				cldc_csv_field (v[k].file, 1);
			}
			break;
		case CLDC_JSON:
			printf ("%s\n  {\"package\": ",
				groups ? "," : "{\"groups\": [");
			cldc_json_string (v[i].tag);
			printf (", \"output\": ");
			cldc_json_string (v[i].output);
			printf (", \"functions\": [");
			for (size_t k = i; k < j; k++) {
				printf ("%s", k > i ? ", " : "");
				cldc_json_string (v[k].function);
			}
			printf ("]}");
			break;
		}
	}
	switch (fmt) {
	case CLDC_TABLE:
		printf ("summary: %zu lines, %zu probe%s, %zu duplicate%s, "
			"%zu unreadable; %zu protected function%s in %zu "
			"output%s\n", lines, probes, probes == 1 ? "" : "s",
			n - kept, n - kept == 1 ? "" : "s", bad, kept,
			kept == 1 ? "" : "s", groups, groups == 1 ? "" : "s");
		break;
	case CLDC_CSV:
		break;
	case CLDC_JSON:
		printf ("%s],\n \"lines\": %zu, \"probes\": %zu, "
			"\"duplicates\": %zu, \"unreadable\": %zu, "
			"\"protected\": %zu}\n",
			groups ? "\n " : "{\"groups\": [",
			lines, probes, n - kept, bad, kept);
		break;
	}
	return bad ? 1 : 0;
}
