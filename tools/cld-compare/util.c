/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare -- memory, strings, the temporary directory, running programs.
 *
 * Every file the tool writes goes into one mkdtemp directory, and every
 * name in it is recorded, so that the directory is removed on any exit --
 * normal, fatal error, or SIGINT/SIGTERM/SIGHUP -- without walking it.
 * Programs are started with posix_spawnp and an argv vector: no shell, so
 * no quoting problems with odd file names or flags.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cld-compare.h"

extern char **environ;

const char *cldc_progname = "cld-compare";

void *
cldc_xmalloc (size_t n)
{
	void *p = malloc (n ? n : 1);

	if (!p)
		cldc_fatal ("out of memory");
	return p;
}

void *
cldc_xrealloc (void *p, size_t n)
{
	p = realloc (p, n ? n : 1);
	if (!p)
		cldc_fatal ("out of memory");
	return p;
}

char *
cldc_xstrdup (const char *s)
{
	char *p = strdup (s);

	if (!p)
		cldc_fatal ("out of memory");
	return p;
}

char *
cldc_xasprintf (const char *fmt, ...)
{
	va_list ap;
	char *s;

	va_start (ap, fmt);
	if (vasprintf (&s, fmt, ap) < 0)
		cldc_fatal ("out of memory");
	va_end (ap);
	return s;
}

void
cldc_fatal (const char *fmt, ...)
{
	va_list ap;

	fflush (stdout);
	fprintf (stderr, "%s: ", cldc_progname);
	va_start (ap, fmt);
	vfprintf (stderr, fmt, ap);
	va_end (ap);
	fputc ('\n', stderr);
	exit (CLDC_EXIT_FATAL);
}

char *
cldc_read_file (const char *path, size_t *lenp)
{
	FILE *f = fopen (path, "rb");
	char *buf = NULL;
	size_t len = 0, cap = 0, n;

	if (!f)
		return NULL;
	do {
		if (cap - len < 65536) {
			cap = cap ? cap * 2 : 65536;
			buf = cldc_xrealloc (buf, cap + 1);
		}
		n = fread (buf + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose (f);
	buf[len] = '\0';
	if (lenp)
		*lenp = len;
	return buf;
}

int
cldc_write_file (const char *path, const char *text)
{
	FILE *f = fopen (path, "w");

	if (!f)
		return -1;
	fputs (text, f);
	return fclose (f);
}

/* --- the temporary directory ------------------------------------------ */

#define CLDC_MAX_TMP 1024
static char *cldc_tmp_dir;
static char *cldc_tmp_names[CLDC_MAX_TMP];
static volatile sig_atomic_t cldc_tmp_count;

/* Async-signal-safe: unlink and rmdir on names made beforehand.  */
static void
cldc_cleanup_files (void)
{
	int i;

	if (!cldc_tmp_dir || getenv ("CLD_COMPARE_KEEP"))
		return;
	for (i = 0; i < cldc_tmp_count; i++)
		unlink (cldc_tmp_names[i]);
	rmdir (cldc_tmp_dir);
}

static void
cldc_cleanup (void)
{
	cldc_cleanup_files ();
	if (cldc_tmp_dir && getenv ("CLD_COMPARE_KEEP"))
		fprintf (stderr, "%s: kept %s\n", cldc_progname, cldc_tmp_dir);
	cldc_tmp_dir = NULL;
}

static void
cldc_on_signal (int sig)
{
	cldc_cleanup_files ();
	signal (sig, SIG_DFL);
	raise (sig);
}

const char *
cldc_tmpdir (void)
{
	const char *base;
	char *templ;

	if (cldc_tmp_dir)
		return cldc_tmp_dir;
	base = getenv ("TMPDIR");
	if (!base || !*base)
		base = "/tmp";
	templ = cldc_xasprintf ("%s/cld-compare.XXXXXX", base);
	if (!mkdtemp (templ))
		cldc_fatal ("cannot create a temporary directory in %s: %s",
			    base, strerror (errno));
	cldc_tmp_dir = templ;
	atexit (cldc_cleanup);
	signal (SIGINT, cldc_on_signal);
	signal (SIGTERM, cldc_on_signal);
	signal (SIGHUP, cldc_on_signal);
	return cldc_tmp_dir;
}

/* DIR/NAME, remembered for removal (once, however often it is asked).  */
char *
cldc_tmpfile (const char *name)
{
	char *path = cldc_xasprintf ("%s/%s", cldc_tmpdir (), name);
	int i;

	for (i = 0; i < cldc_tmp_count; i++)
		if (!strcmp (cldc_tmp_names[i], path))
			return path;
	if (cldc_tmp_count == CLDC_MAX_TMP)
		cldc_fatal ("too many temporary files");
	cldc_tmp_names[cldc_tmp_count] = cldc_xstrdup (path);
	cldc_tmp_count = cldc_tmp_count + 1;
	return path;
}

/* --- running programs --------------------------------------------------- */

/* Run ARGV with stdin from IN (or /dev/null), stdout to OUT and stderr to
   ERR (NULL: inherited; ERR == OUT: both into one file).  Return its exit
   status, 128+N when killed by signal N, or -1 (errno set) when it could
   not be started.  */
int
cldc_run (char *const argv[], const char *in, const char *out,
	  const char *err)
{
	posix_spawn_file_actions_t fa;
	pid_t pid;
	int rc, status;

	posix_spawn_file_actions_init (&fa);
	posix_spawn_file_actions_addopen (&fa, 0, in ? in : "/dev/null",
					  O_RDONLY, 0);
	if (out)
		posix_spawn_file_actions_addopen (&fa, 1, out,
						  O_WRONLY | O_CREAT | O_TRUNC,
						  0644);
	if (err && out && !strcmp (err, out))
		posix_spawn_file_actions_adddup2 (&fa, 1, 2);
	else if (err)
		posix_spawn_file_actions_addopen (&fa, 2, err,
						  O_WRONLY | O_CREAT | O_TRUNC,
						  0644);
	rc = posix_spawnp (&pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy (&fa);
	if (rc) {
		errno = rc;
		return -1;
	}
	while (waitpid (pid, &status, 0) < 0)
		if (errno != EINTR) {
			rc = errno;
			errno = rc;
			return -1;
		}
	if (WIFEXITED (status))
		return WEXITSTATUS (status);
	return 128 + WTERMSIG (status);
}

/* Run ARGV and return its stdout with trailing newlines removed (stderr
   discarded), or NULL if it could not run or failed.  */
char *
cldc_capture (char *const argv[], int *status)
{
	char *out = cldc_tmpfile ("capture.out");
	char *text;
	size_t len;
	int rc;

	rc = cldc_run (argv, NULL, out, "/dev/null");
	if (status)
		*status = rc;
	if (rc != 0) {
		free (out);
		return NULL;
	}
	text = cldc_read_file (out, &len);
	free (out);
	while (text && len && (text[len - 1] == '\n' || text[len - 1] == '\r'))
		text[--len] = '\0';
	return text;
}

/* PROG as it would be found by exec: its path, or NULL.  */
char *
cldc_which (const char *prog)
{
	const char *path, *p, *colon;
	char *cand;

	if (strchr (prog, '/'))
		return access (prog, X_OK) == 0 ? cldc_xstrdup (prog) : NULL;
	path = getenv ("PATH");
	if (!path)
		path = "/usr/bin:/bin";
	for (p = path;; p = colon + 1) {
		struct stat st;
		size_t n;

		colon = strchr (p, ':');
		n = colon ? (size_t) (colon - p) : strlen (p);
		/* An empty PATH element means the current directory.  */
		cand = n ? cldc_xasprintf ("%.*s/%s", (int) n, p, prog)
			 : cldc_xasprintf ("./%s", prog);
		if (stat (cand, &st) == 0 && S_ISREG (st.st_mode)
		    && access (cand, X_OK) == 0)
			return cand;
		free (cand);
		if (!colon)
			return NULL;
	}
}

/* Names through c++filt, one run for all; on any trouble the names
   themselves.  */
char **
cldc_demangle (char **names, size_t n)
{
	char **out = cldc_xmalloc ((n + 1) * sizeof *out);
	char *in = cldc_tmpfile ("names.in"), *res = cldc_tmpfile ("names.out");
	char *argv[] = { "c++filt", NULL };
	FILE *f = fopen (in, "w");
	char *text = NULL, *line;
	size_t i;

	for (i = 0; i < n; i++)
		out[i] = names[i];
	out[n] = NULL;
	if (!f)
		return out;
	for (i = 0; i < n; i++)
		fprintf (f, "%s\n", names[i]);
	fclose (f);
	if (cldc_run (argv, in, res, "/dev/null") == 0)
		text = cldc_read_file (res, NULL);
	for (i = 0, line = text; text && i < n && *line; i++) {
		char *nl = strchr (line, '\n');

		if (nl)
			*nl = '\0';
		out[i] = cldc_xstrdup (line);
		if (!nl)
			break;
		line = nl + 1;
	}
	return out;
}

/* --- output escaping ---------------------------------------------------- */

/* RFC 4180: quote when needed, double the quotes.  */
void
cldc_csv_field (const char *s, int last)
{
	if (strpbrk (s, ",\"\r\n")) {
		putchar ('"');
		for (; *s; s++) {
			if (*s == '"')
				putchar ('"');
			putchar (*s);
		}
		putchar ('"');
	} else
		fputs (s, stdout);
	putchar (last ? '\n' : ',');
}

void
cldc_json_string (const char *s)
{
	putchar ('"');
	for (; *s; s++) {
		unsigned char c = *s;

		if (c == '"' || c == '\\')
			printf ("\\%c", c);
		else if (c == '\n')
			fputs ("\\n", stdout);
		else if (c == '\t')
			fputs ("\\t", stdout);
		else if (c < 0x20)
			printf ("\\u%04x", c);
		else
			putchar (c);
	}
	putchar ('"');
}
