/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare -- internal interface shared by the tool's files.
 *
 *   main.c     options, configurations, compiling, the compare tables
 *   audit.c    --audit: the report on a built object/library/executable
 *   compare.c  --compare: two builds function by function; the report file
 *   summary.c  --summary: what a report says over a whole build
 *   objdump.c  reading `objdump -d -t` output into functions; what counts
 *              as a string instruction; the audit rule
 *   util.c     memory, strings, the temporary directory, running programs
 *              (c++filt included), output escaping
 *
 * Calls go one way, down this list (audit.c reads the report through
 * compare.c); util.c calls none of the others.
 */
#ifndef CLD_COMPARE_H
#define CLD_COMPARE_H

#include <stddef.h>

#define CLDC_VERSION "0.1"

/* Exit statuses (also in --help).  */
#define CLDC_EXIT_OK		0
#define CLDC_EXIT_CONFIG_FAILED	1	/* some configuration did not compile */
#define CLDC_EXIT_FATAL		2	/* usage; no compiler, plugin, file */

enum cldc_format { CLDC_TABLE, CLDC_CSV, CLDC_JSON };

/* util.c */
extern const char *cldc_progname;
void *cldc_xmalloc (size_t n);
void *cldc_xrealloc (void *p, size_t n);
char *cldc_xstrdup (const char *s);
char *cldc_xasprintf (const char *fmt, ...)
	__attribute__ ((format (printf, 1, 2)));
void cldc_fatal (const char *fmt, ...)
	__attribute__ ((format (printf, 1, 2), noreturn));
char *cldc_read_file (const char *path, size_t *len);
int cldc_write_file (const char *path, const char *text);
const char *cldc_tmpdir (void);
char *cldc_tmpfile (const char *name);
int cldc_run (char *const argv[], const char *in, const char *out,
	      const char *err);
char *cldc_capture (char *const argv[], int *status);
char *cldc_which (const char *prog);
char **cldc_demangle (char **names, size_t n);
void cldc_csv_field (const char *s, int last);
void cldc_json_string (const char *s);

/* objdump.c */
struct cldc_insn {
	unsigned long addr;
	const char *sec;	/* section name, shared by its insns */
	char *text;		/* "rep movsq %ds:(%rsi),%es:(%rdi)" */
};

struct cldc_func {
	char *name;
	const char *sec;
	unsigned long addr, size;
	size_t first, count;	/* its insns: obj->insns[first..first+count) */
	int n_string, n_cld;
};

struct cldc_object {
	struct cldc_insn *insns;
	size_t n_insns;
	struct cldc_func *funcs;
	size_t n_funcs;
	int dynamic;		/* stripped: dynamic symbols only */
	char *debug_file;	/* symbols from this separate debug file */
	struct cldc_func **by_addr;	/* cldc_object_name_at's index */
};

extern const char *cldc_objdump;
int cldc_object_load (const char *file, struct cldc_object *obj, char **err);
struct cldc_func *cldc_object_find (struct cldc_object *obj,
				    const char *name);
const char *cldc_object_name_at (struct cldc_object *obj,
				 unsigned long addr);
void cldc_add_debug_dir (const char *dir);
int cldc_insn_is_padding (const char *text);
void cldc_obj_split_insn (const char *text, const char **mn, size_t *mn_len,
			  const char **ops, size_t *ops_len);
long cldc_entry_cld (struct cldc_object *obj, struct cldc_func *f);
int cldc_thunk_reaches (struct cldc_object *obj, struct cldc_func *f,
			const char *target);

/* The audit verdict on one function (see objdump.c for the rule).  */
struct cldc_verdict {
	int entry_cld;		/* has an entry cld (cldc_entry_cld) */
	int n_string;
	int n_protected;	/* string insns the rule proves DF-clear */
	int computed_jump;	/* has a jump whose targets are unknown */
	int sets_df;		/* contains std or popf */
};
void cldc_audit_function (struct cldc_object *obj, struct cldc_func *f,
			  struct cldc_verdict *v);

/* compare.c: the report file, and --compare.  */
struct cldc_report {
	char **syms;		/* protected symbols, sorted, unique */
	size_t n, lines;
	char **where;		/* "SYMBOL\tSOURCE-BASENAME", sorted, unique */
	size_t n_where;
};
int cldc_report_load (const char *file, struct cldc_report *r);
int cldc_report_has (const struct cldc_report *r, const char *name);
int cldc_report_from (const struct cldc_report *r, const char *name,
		      const char *base);
const char *cldc_thunk_target (const char *name);
int cldc_compare_main (const char *plain, const char *cld,
		       const char *report, enum cldc_format fmt);

/* audit.c */
int cldc_audit_main (char **files, int n_files, enum cldc_format fmt,
		     int demangle, const char *report, char **functions,
		     int n_functions);

/* summary.c */
int cldc_summary_main (char **files, int n_files, enum cldc_format fmt);

#endif /* CLD_COMPARE_H */
