/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The C++ name of a mangled symbol, for a warning: "on_usr1(int)" for
 * _Z7on_usr1i, as the linker's own messages show names.
 *
 * The plugin cannot count on a demangler inside the linker: ld.bfd has
 * libiberty's, gold has libstdc++'s, and neither exports it to plugins.
 * c++filt, from the same binutils as ld and gold, always has one; it is
 * run only for a warning, never on a clean link, with no shell (the
 * symbol is an argument).  Whatever fails leaves the mangled name.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cld-ld.h"

/* Is SYMBOL an Itanium C++ ABI name made only of what mangling uses?  */
static int
cldl_mangled_p (const char *symbol)
{
	const char *p;

	if (strncmp (symbol, "_Z", 2) != 0)
		return 0;
	for (p = symbol; *p; p++)
		if (!((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')
		      || (*p >= '0' && *p <= '9') || *p == '_' || *p == '.'
		      || *p == '$'))
			return 0;
	return 1;
}

/* In the child: c++filt SYMBOL, its output into the pipe OUT.  */
static void
cldl_demangle_child (int out, const char *symbol)
{
	int null = open ("/dev/null", O_RDWR);

	if (null < 0 || dup2 (null, 0) < 0 || dup2 (null, 2) < 0
	    || dup2 (out, 1) < 0)
		_exit (127);
	execlp ("c++filt", "c++filt", "--", symbol, (char *) NULL);
	_exit (127);
}

char *
cldl_demangle (const char *symbol)
{
	char buf[1024];
	size_t len = 0;
	ssize_t n;
	int fds[2], status;
	pid_t pid;

	if (!cldl_mangled_p (symbol) || pipe2 (fds, O_CLOEXEC) < 0)
		return NULL;
	pid = fork ();
	if (pid == 0)
		cldl_demangle_child (fds[1], symbol);
	close (fds[1]);
	while (pid > 0 && len < sizeof buf - 1
	       && (n = read (fds[0], buf + len, sizeof buf - 1 - len)) > 0)
		len += (size_t) n;
	close (fds[0]);
	if (pid < 0 || waitpid (pid, &status, 0) != pid
	    || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
		return NULL;
	while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
		len--;
	buf[len] = '\0';
	if (len == 0 || memchr (buf, '\n', len) || strcmp (buf, symbol) == 0)
		return NULL;
	return strdup (buf);
}
