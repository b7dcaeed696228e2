/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-ld.so: a GNU linker plugin (ld.bfd, gold) that makes the link say
 * so when a signal handler one file registers is defined, in another
 * file of the same link, without a cld at its entry.
 *
 * cld.so sees one translation unit at a time.  Each object it compiles
 * carries a .cld.records section (SHF_EXCLUDE: never in the output) that
 * lists what the unit registers or lets escape to a registration, and
 * which of its own functions start with cld (records.c).  The linker
 * offers the plugin every input it loads -- objects, and exactly the
 * archive members it pulls in -- before it reads them itself; the plugin
 * reads the records and the defined global functions of each (elf.c) and
 * never claims a file, so the link goes on as without it.  Once all
 * symbols are read, every registered function whose definition is in an
 * object of this link, has no "cld" record there, and is not covered by a
 * thunk record gets one warning through the linker's own messages.
 *
 * Not seen: files the LTO plugin claims (it comes first on GCC's link
 * line) and the objects it adds after its link-time compile -- lto1 with
 * cld.so protects those; definitions in shared libraries (a library's
 * own link checks it); linkers that do not run GNU linker plugins the
 * same way (lld ignores -plugin, mold takes one plugin, for LTO; the
 * specs do not load cld-ld.so for them).
 *
 * Options (-plugin-opt=OPT after -plugin cld-ld.so; or the environment
 * variable CLD_LINK_CHECK, which a -plugin-opt overrides):
 *   warn     one warning per function (the default)
 *   error    the same as an error: the link fails
 *   quiet    no check at all
 *   verbose  also a line per object read, and a summary
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* GCC's copy (gcc-N-plugin-dev) or binutils-dev's; it wants to be told
   that <stdint.h> is there.  */
#define HAVE_STDINT_H 1
#include <plugin-api.h>

#include "cld-ld.h"

#define CLDL_EXPORT __attribute__ ((visibility ("default")))

enum cldl_mode { CLDL_WARN, CLDL_ERROR, CLDL_QUIET };

static ld_plugin_message cldl_message;
static enum cldl_mode cldl_mode = CLDL_WARN;
static int cldl_verbose;
static struct cldl_elf cldl_elf;
static size_t cldl_nread, cldl_nfunctions;
/* The first problem with an input, and how many inputs and records
   were ignored: one note at the end, not one per object.  */
static char *cldl_problem;
static unsigned cldl_bad_inputs, cldl_bad_records;

/* Print FMT through the linker at LEVEL (or on stderr before the linker
   gave its message function).  */
static void
cldl_say (int level, const char *fmt, ...)
{
	va_list ap;
	char *msg;

	va_start (ap, fmt);
	if (vasprintf (&msg, fmt, ap) < 0)
		msg = NULL;
	va_end (ap);
	if (!msg)
		return;
	if (cldl_message)
		cldl_message (level, "%s", msg);
	else
		fprintf (stderr, "cld-ld.so: %s\n", msg);
	free (msg);
}

/* Note the problem WHAT with the input NAME (the first is kept).  */
static void
cldl_note_problem (const char *name, const char *what)
{
	if (!cldl_problem && asprintf (&cldl_problem, "%s: %s", name, what) < 0)
		cldl_problem = NULL;
}

/* Set the mode from the word OPT; 0 if OPT is no option of ours.  */
static int
cldl_option (const char *opt)
{
	if (!strcmp (opt, "warn"))
		cldl_mode = CLDL_WARN;
	else if (!strcmp (opt, "error"))
		cldl_mode = CLDL_ERROR;
	else if (!strcmp (opt, "quiet"))
		cldl_mode = CLDL_QUIET;
	else if (!strcmp (opt, "verbose"))
		cldl_verbose = 1;
	else
		return 0;
	return 1;
}

/* Stop the link: the option OPT, from WHERE, is not one of ours.  */
static enum ld_plugin_status
cldl_bad_option (const char *opt, const char *where)
{
	cldl_say (LDPL_FATAL, "cld: unknown option '%s' (from %s); cld-ld.so "
		  "takes warn, error, quiet or verbose", opt, where);
	return LDPS_ERR;
}

/* Read the input FILE: its records and its defined functions.  */
static enum ld_plugin_status
cldl_claim_file (const struct ld_plugin_input_file *file, int *claimed)
{
	const char *problem = NULL, *name;
	unsigned obj, bad = 0;
	size_t i, nfunc = 0;
	int strong;

	*claimed = 0;
	if (cldl_mode == CLDL_QUIET)
		return LDPS_OK;
	if (cldl_elf_read (file->fd, file->offset, file->filesize, 0,
			   &cldl_elf)) {
		cldl_note_problem (file->name, cldl_elf.problem);
		cldl_bad_inputs++;
		return LDPS_OK;
	}
	if (!cldl_elf.is_rel)
		return LDPS_OK;
	obj = cldl_object_new (file->name, file->offset, file->filesize);
	if (obj == CLDL_NO_OBJECT) {
		cldl_note_problem (file->name, "out of memory");
		cldl_bad_inputs++;
		return LDPS_OK;
	}
	cldl_nread++;
	if (cldl_elf.records)
		bad = cldl_records_parse (obj, cldl_elf.records,
					  cldl_elf.records_size, &problem);
	if (bad)
		cldl_note_problem (file->name, problem);
	cldl_bad_records += bad;
	for (i = 0; i < cldl_elf.nsyms; i++) {
		name = cldl_elf_function (&cldl_elf, i, &strong);
		if (name) {
			cldl_def_add (obj, name, strong);
			nfunc++;
		}
	}
	cldl_nfunctions += nfunc;
	if (cldl_verbose)
		cldl_say (LDPL_INFO, "cld: read %s (offset %lld): %s, "
			  "%zu functions", file->name,
			  (long long) file->offset,
			  cldl_elf.records ? "records" : "no records", nfunc);
	return LDPS_OK;
}

/* The source file of the object OBJ, malloced, or NULL if it is not one
   file's object (ld -r output) or cannot be read: its "unit" record, else
   the file its symbol table names.  The object is read again, from its
   file (only a warning needs it).  */
static char *
cldl_source (unsigned obj)
{
	struct cldl_elf e;
	const char *src = NULL;
	char *res = NULL;
	int fd;

	fd = open (cldl_object_name (obj), O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	memset (&e, 0, sizeof e);
	if (!cldl_elf_read (fd, cldl_object_offset (obj),
			    cldl_object_size (obj), 1, &e)
	    && cldl_elf_sources (&e, &src) == 1) {
		if (cldl_object_unit (obj))
			src = cldl_object_unit (obj);
		if (src)
			res = strdup (src);
	}
	cldl_elf_free (&e);
	close (fd);
	return res;
}

/* The warning (or error) for F.  */
static void
cldl_report (const struct cldl_finding *f)
{
	const char *name = cldl_object_name (f->def_obj);
	off_t offset = cldl_object_offset (f->def_obj);
	char more[48] = "", *member = NULL, *src, *fix;
	int r;

	if (offset)
		member = cldl_member_name (name, offset);
	src = cldl_source (f->def_obj);
	/* An object with records was compiled with cld, which did not know
	   (at detect=auto a visible function is protected only when its
	   unit registers it or lets it escape); every object cld.so
	   compiles has at least their unit line.  */
	if (cldl_object_has_records (f->def_obj))
		r = asprintf (&fix, "mark it with __attribute__ "
			      "((signal_handler)) in %s, or compile %s with "
			      "-fplugin-arg-cld-detect=signature",
			      src ? src : "its file", src ? src : "that file");
	else
		r = asprintf (&fix, "mark it with __attribute__ "
			      "((signal_handler)) in %s, or compile %s with "
			      "cld and -fplugin-arg-cld-detect=signature",
			      src ? src : "its file", src ? src : "that file");
	if (f->nplaces > 1)
		snprintf (more, sizeof more, " (and %u more place%s)",
			  f->nplaces - 1, f->nplaces > 2 ? "s" : "");
	cldl_say (cldl_mode == CLDL_ERROR ? LDPL_ERROR : LDPL_WARNING,
		  "cld: '%s' %s %s%s%s, but its definition in %s starts "
		  "without cld; %s", f->symbol,
		  f->kind == CLDL_REG
		  ? "is registered as a signal handler at"
		  : "may be registered as a signal handler (its address "
		    "escapes at",
		  f->where, more, f->kind == CLDL_REG ? "" : ")",
		  member ? member : name, r < 0 ? "" : fix);
	if (r >= 0)
		free (fix);
	free (member);
	free (src);
}

/* The one note about what could not be read.  */
static void
cldl_note (void)
{
	char inputs[48] = "", records[48] = "";

	if (cldl_bad_inputs)
		snprintf (inputs, sizeof inputs, "%u unreadable input%s",
			  cldl_bad_inputs, cldl_bad_inputs == 1 ? "" : "s");
	if (cldl_bad_records)
		snprintf (records, sizeof records, "%u malformed record%s",
			  cldl_bad_records, cldl_bad_records == 1 ? "" : "s");
	cldl_say (LDPL_INFO, "cld: note: ignored %s%s%s; the first: %s",
		  inputs, *inputs && *records ? " and " : "", records,
		  cldl_problem ? cldl_problem : "out of memory");
}

/* All inputs are read: warn about each unprotected definition.  */
static enum ld_plugin_status
cldl_all_symbols_read (void)
{
	const struct cldl_finding *f;
	size_t n, i;

	if (cldl_mode == CLDL_QUIET)
		return LDPS_OK;
	n = cldl_check (&f);
	for (i = 0; i < n; i++)
		cldl_report (&f[i]);
	if (cldl_bad_inputs || cldl_bad_records)
		cldl_note ();
	if (cldl_verbose)
		cldl_say (LDPL_INFO, "cld: checked %zu objects, %zu "
			  "functions, %zu registrations: %zu unprotected",
			  cldl_nread, cldl_nfunctions, cldl_record_count (), n);
	return LDPS_OK;
}

static enum ld_plugin_status
cldl_cleanup (void)
{
	cldl_records_free ();
	cldl_elf_free (&cldl_elf);
	free (cldl_problem);
	cldl_problem = NULL;
	return LDPS_OK;
}

/* The linker's entry point: take the options and the hooks from TV.  */
CLDL_EXPORT enum ld_plugin_status
onload (struct ld_plugin_tv *tv)
{
	ld_plugin_register_claim_file reg_claim = NULL;
	ld_plugin_register_all_symbols_read reg_read = NULL;
	ld_plugin_register_cleanup reg_cleanup = NULL;
	const char *bad = NULL, *env = getenv ("CLD_LINK_CHECK");
	static int loaded;
	int output = LDPO_EXEC;

	/* gold loads a plugin named twice twice, into the same library:
	   the second one takes its options and adds no hooks (ld.bfd
	   loads it once, with a note).  */
	if (!loaded++ && env && *env && !cldl_option (env))
		bad = env;
	else if (loaded > 1) {
		for (; tv->tv_tag != LDPT_NULL; tv++)
			if (tv->tv_tag == LDPT_OPTION && !bad
			    && !cldl_option (tv->tv_u.tv_string))
				bad = tv->tv_u.tv_string;
		return bad ? cldl_bad_option (bad, "-plugin-opt") : LDPS_OK;
	}
	for (; tv->tv_tag != LDPT_NULL; tv++) {
		switch (tv->tv_tag) {
		case LDPT_MESSAGE:
			cldl_message = tv->tv_u.tv_message;
			break;
		case LDPT_OPTION:
			if (!cldl_option (tv->tv_u.tv_string) && !bad)
				bad = tv->tv_u.tv_string;
			break;
		case LDPT_LINKER_OUTPUT:
			output = tv->tv_u.tv_val;
			break;
		case LDPT_REGISTER_CLAIM_FILE_HOOK:
			reg_claim = tv->tv_u.tv_register_claim_file;
			break;
		case LDPT_REGISTER_ALL_SYMBOLS_READ_HOOK:
			reg_read = tv->tv_u.tv_register_all_symbols_read;
			break;
		case LDPT_REGISTER_CLEANUP_HOOK:
			reg_cleanup = tv->tv_u.tv_register_cleanup;
			break;
		default:
			break;
		}
	}
	if (bad)
		return cldl_bad_option (bad, bad == env ? "CLD_LINK_CHECK"
						       : "-plugin-opt");
	/* ld -r keeps the records (SHF_EXCLUDE stays in a relocatable
	   output), so the final link checks them.  */
	if (cldl_mode == CLDL_QUIET || output == LDPO_REL) {
		if (cldl_verbose)
			cldl_say (LDPL_INFO, "cld: %s",
				  cldl_mode == CLDL_QUIET
				  ? "quiet: the link is not checked"
				  : "ld -r: not checked; the output keeps the "
				    "records for the final link");
		return LDPS_OK;
	}
	if (!reg_claim || !reg_read || !reg_cleanup) {
		cldl_say (LDPL_WARNING, "cld: this linker lacks the plugin "
			  "hooks the link-time check needs; it is off");
		return LDPS_OK;
	}
	if (reg_claim (cldl_claim_file) != LDPS_OK
	    || reg_read (cldl_all_symbols_read) != LDPS_OK
	    || reg_cleanup (cldl_cleanup) != LDPS_OK)
		return LDPS_ERR;
	return LDPS_OK;
}
