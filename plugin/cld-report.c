/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- telling the user what the plugin did.
 *
 * With -fplugin-arg-cld-verbose every function that gets a cld gets a note
 * at its declaration saying why, in GCC's own diagnostic format so IDEs and
 * build logs place it.
 *
 * With -fplugin-arg-cld-report=FILE every such function also gets one JSON
 * object on one line of FILE, for tools and audits:
 *
 *   {"file":"a.c","line":12,"function":"on_int","asm":"on_int",
 *    "reason":"registered with signal()","registered_at":"a.c:30:3",
 *    "level":"exact","cld":1}
 *
 * A parallel build has many compilers (and LTRANS processes) appending to
 * the same file at once, so every line is written with a single write() on
 * a descriptor opened with O_APPEND -- on Linux each such write lands
 * whole at the end of a regular file -- and under flock() as well, for
 * file systems where O_APPEND alone is not atomic.
 */
#include "cld-compat.h"
#include "cld.h"
#include <sys/file.h>

static int cld_report_fd = -1;

/* Open the report file once, from plugin_init, so an unwritable path is
   one clear error up front rather than one per function.  */
bool
cld_report_open (void)
{
	if (!cld_opt.report || cld_report_fd >= 0)
		return true;
	cld_report_fd = open (cld_opt.report,
			      O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0666);
	if (cld_report_fd < 0) {
		error ("%s: cannot open report file %qs: %s", cld_plugin_name,
		       cld_opt.report, xstrerror (errno));
		return false;
	}
	return true;
}

/* Append S to the JSON string being built in OB, quoted and escaped.
   Bytes >= 0x80 pass through: file names and identifiers are UTF-8.  */
static void
cld_report_json_string (struct obstack *ob, const char *s)
{
	obstack_1grow (ob, '"');
	for (; s && *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\') {
			obstack_1grow (ob, '\\');
			obstack_1grow (ob, c);
		} else if (c < 0x20 || c == 0x7f) {
			char buf[8];

			snprintf (buf, sizeof buf, "\\u%04x", c);
			obstack_grow (ob, buf, strlen (buf));
		} else
			obstack_1grow (ob, c);
	}
	obstack_1grow (ob, '"');
}

static void
cld_report_json_key (struct obstack *ob, const char *key, bool first)
{
	if (!first)
		obstack_1grow (ob, ',');
	cld_report_json_string (ob, key);
	obstack_1grow (ob, ':');
}

/* Write the whole line at once; a short write (disk full) is a warning
   at FNDECL, whose line is lost, but does not stop the compilation: the
   code is right either way.  Once per compilation: a full disk stays full.  */
static void
cld_report_write (tree fndecl, const char *line, size_t len)
{
	static bool warned;
	ssize_t done;

	flock (cld_report_fd, LOCK_EX);
	done = write (cld_report_fd, line, len);
	flock (cld_report_fd, LOCK_UN);
	if (done != (ssize_t) len && !warned) {
		warned = true;
		warning_at (DECL_SOURCE_LOCATION (fndecl), 0,
			    "%s: cannot write report file %qs: %s", cld_plugin_name,
			    cld_opt.report,
			    done < 0 ? xstrerror (errno) : "short write");
	}
}

static void
cld_report_json (tree fndecl, unsigned n_cld)
{
	struct obstack ob;
	const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
	char num[32];
	char *line;
	size_t len;

	if (*name == '*')
		name++;
	obstack_init (&ob);
	obstack_1grow (&ob, '{');
	cld_report_json_key (&ob, "file", true);
	cld_report_json_string (&ob, DECL_SOURCE_FILE (fndecl));
	cld_report_json_key (&ob, "line", false);
	snprintf (num, sizeof num, "%d", DECL_SOURCE_LINE (fndecl));
	obstack_grow (&ob, num, strlen (num));
	cld_report_json_key (&ob, "function", false);
	cld_report_json_string (&ob,
				lang_hooks.decl_printable_name (fndecl, 2));
	cld_report_json_key (&ob, "asm", false);
	cld_report_json_string (&ob, name);
	cld_report_json_key (&ob, "reason", false);
	cld_report_json_string (&ob, cld_handler_reason (fndecl));
	cld_report_json_key (&ob, "registered_at", false);
	if (cld_handler_where (fndecl))
		cld_report_json_string (&ob, cld_handler_where (fndecl));
	else
		obstack_grow (&ob, "null", 4);
	cld_report_json_key (&ob, "level", false);
	cld_report_json_string (&ob, cld_handler_level (fndecl));
	cld_report_json_key (&ob, "cld", false);
	snprintf (num, sizeof num, "%u", n_cld);
	obstack_grow (&ob, num, strlen (num));
	obstack_grow (&ob, "}\n", 2);
	len = obstack_object_size (&ob);
	obstack_1grow (&ob, '\0');
	line = (char *) obstack_finish (&ob);
	cld_report_write (fndecl, line, len);
	obstack_free (&ob, NULL);
}

void
cld_report_protected (tree fndecl, unsigned n_cld)
{
	if (cld_report_fd >= 0)
		cld_report_json (fndecl, n_cld);
	if (!cld_opt.verbose)
		return;
	if (cld_handler_where (fndecl))
		inform (DECL_SOURCE_LOCATION (fndecl),
			"%s: %u %<cld%> at entry of %qD: %s (detect=%s, "
			"registration at %s)", cld_plugin_name, n_cld, fndecl,
			cld_handler_reason (fndecl), cld_handler_level (fndecl),
			cld_handler_where (fndecl));
	else
		inform (DECL_SOURCE_LOCATION (fndecl),
			"%s: %u %<cld%> at entry of %qD: %s", cld_plugin_name,
			n_cld, fndecl, cld_handler_reason (fndecl));
}
