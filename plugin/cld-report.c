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
 *    "level":"exact","dir":"/build/pkg-1.0/src","output":"src/a",
 *    "tag":"pkg_1.0-1","lto":false,"probe":false,
 *    "key":"/build/pkg-1.0/src/a.c:on_int","cld":1}
 *
 * A mass rebuild collects one report for thousands of compiles, so each line
 * says where it came from: "dir" is the compiler's working directory ("file"
 * is as the compiler was given it, usually relative to "dir"), "output" the
 * output's base name (-dumpdir/-dumpbase: the object without ".o", or the
 * link's LTRANS unit), "tag" the package (the environment's CLD_REPORT_TAG,
 * or DEB_SOURCE_DEB_VERSION when those are set; null otherwise), "lto"
 * whether the link-time compiler wrote it, "probe" whether it is a
 * configure/CMake/Meson test program rather than the package's code.
 * "key" is the absolute source file and the symbol without the LTO
 * privatisation suffix: the same function compiled twice ("make clean all",
 * a fat LTO object compiled by cc1 and again at link time) has the same key,
 * so duplicates can be dropped.  "function" loses the ".lto_priv.N" that
 * the link-time compiler gives static functions; "asm" keeps the symbol.
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

/* NAME without its trailing ".lto_priv.N" suffixes (static functions
   renamed by the link-time compiler to keep them apart; with
   -flto-partition=max a name can get two, "f.lto_priv.1.lto_priv.0"),
   freshly allocated.  */
static char *
cld_report_strip_lto_priv (const char *name)
{
	static const char suffix[] = ".lto_priv.";
	size_t len = strlen (name), n = sizeof suffix - 1, digits;

	for (;;) {
		for (digits = 0; digits < len
		     && ISDIGIT (name[len - digits - 1]); digits++)
			;
		if (!digits || len < digits + n
		    || strncmp (name + len - digits - n, suffix, n))
			break;
		len -= digits + n;
	}
	return xstrndup (name, len);
}

/* A build-system probe: autoconf's conftest.c, CMake's try_compile
   projects, Meson's sanity checks.  */
static bool
cld_report_is_probe (const char *file, const char *dir)
{
	const char *base = lbasename (file);

	return !strncmp (base, "conftest", 8)
		|| strstr (dir, "/CMakeFiles/CMakeTmp")
		|| strstr (dir, "/CMakeFiles/CMakeScratch")
		|| strstr (file, "/CMakeFiles/CMakeTmp")
		|| strstr (dir, "/meson-private")
		|| strstr (file, "meson-private/");
}

/* The package tag: CLD_REPORT_TAG, or DEB_SOURCE[_DEB_VERSION].  */
static const char *
cld_report_tag (void)
{
	static const char *tag;
	static bool done;
	const char *src, *ver;

	if (done)
		return tag;
	done = true;
	tag = getenv ("CLD_REPORT_TAG");
	if (tag && *tag)
		return tag;
	src = getenv ("DEB_SOURCE");
	ver = getenv ("DEB_VERSION");
	if (src && *src)
		tag = ver && *ver ? concat (src, "_", ver, NULL) : src;
	else
		tag = NULL;
	return tag;
}

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
			    "%s: cannot write report file %qs: %s",
			    cld_plugin_name, cld_opt.report,
			    done < 0 ? xstrerror (errno) : "short write");
	}
}

static void
cld_report_json (tree fndecl)
{
	struct obstack ob;
	const char *name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
	const char *file = DECL_SOURCE_FILE (fndecl);
	const char *dir = getpwd ();
	const char *output = aux_base_name ? aux_base_name : dump_base_name;
	char num[32];
	char *line, *sym, *printable, *key;
	size_t len;

	if (*name == '*')
		name++;
	if (!file)
		file = "";
	if (!dir)
		dir = "";
	sym = cld_report_strip_lto_priv (name);
	printable = cld_report_strip_lto_priv
		(lang_hooks.decl_printable_name (fndecl, 2));
	obstack_init (&ob);
	obstack_1grow (&ob, '{');
	cld_report_json_key (&ob, "file", true);
	cld_report_json_string (&ob, file);
	cld_report_json_key (&ob, "line", false);
	snprintf (num, sizeof num, "%d", DECL_SOURCE_LINE (fndecl));
	obstack_grow (&ob, num, strlen (num));
	cld_report_json_key (&ob, "function", false);
	cld_report_json_string (&ob, printable);
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
	cld_report_json_key (&ob, "dir", false);
	cld_report_json_string (&ob, dir);
	cld_report_json_key (&ob, "output", false);
	if (output)
		cld_report_json_string (&ob, output);
	else
		obstack_grow (&ob, "null", 4);
	cld_report_json_key (&ob, "tag", false);
	if (cld_report_tag ())
		cld_report_json_string (&ob, cld_report_tag ());
	else
		obstack_grow (&ob, "null", 4);
	cld_report_json_key (&ob, "lto", false);
	obstack_grow (&ob, in_lto_p ? "true" : "false", in_lto_p ? 4 : 5);
	cld_report_json_key (&ob, "probe", false);
	if (cld_report_is_probe (file, dir))
		obstack_grow (&ob, "true", 4);
	else
		obstack_grow (&ob, "false", 5);
	cld_report_json_key (&ob, "key", false);
	key = concat (IS_ABSOLUTE_PATH (file) ? "" : dir,
		      IS_ABSOLUTE_PATH (file) ? "" : "/", file, ":", sym, NULL);
	cld_report_json_string (&ob, key);
	free (key);
	cld_report_json_key (&ob, "cld", false);
	obstack_grow (&ob, "1}\n", 3);
	len = obstack_object_size (&ob);
	obstack_1grow (&ob, '\0');
	line = (char *) obstack_finish (&ob);
	cld_report_write (fndecl, line, len);
	obstack_free (&ob, NULL);
	free (sym);
	free (printable);
}

/* FNDECL got its one entry cld: a handler (its report line, and a note
   that says why), or any function under mode=all (only the note).  */
void
cld_report_protected (tree fndecl)
{
	if (!cld_is_handler (fndecl)) {
		if (cld_opt.verbose)
			inform (DECL_SOURCE_LOCATION (fndecl),
				"%s: 1 %<cld%> at entry of %qD: %<mode=all%>",
				cld_plugin_name, fndecl);
		return;
	}
	if (cld_report_fd >= 0)
		cld_report_json (fndecl);
	if (!cld_opt.verbose)
		return;
	if (cld_handler_where (fndecl))
		inform (DECL_SOURCE_LOCATION (fndecl),
			"%s: 1 %<cld%> at entry of %qD: %s (detect=%s, "
			"registration at %s)", cld_plugin_name, fndecl,
			cld_handler_reason (fndecl), cld_handler_level (fndecl),
			cld_handler_where (fndecl));
	else
		inform (DECL_SOURCE_LOCATION (fndecl),
			"%s: 1 %<cld%> at entry of %qD: %s", cld_plugin_name,
			fndecl, cld_handler_reason (fndecl));
}
