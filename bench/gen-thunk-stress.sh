#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Generate a C unit that registers N handlers it does not define, for
# measuring what the thunks of plugin/cld-thunk.c cost the compile:
#
#   bench/gen-thunk-stress.sh N > thunk.c
#
# Each handler is only declared here (another file defines it), so each
# registration hands the kernel a local thunk, cld_thunk.hI.  A thunk's
# optimization options differ from the unit's (-fwrapv flipped, so that
# nothing is inlined into it): one optimization node per unit, which GCC
# shares among the thunks, and no second set of target globals.  A
# thunk costs the compile about what a small function does (README,
# "Cost": 1.3 to 1.8 times a hand-written forwarding function).  The
# registrations cycle through the shapes that are rewritten differently:
# signal () with the function's address (the address replaced), a store
# into sa_handler (the same, in a store), a non-inlined wrapper of this
# unit whose parameter is stored into sa_handler (mapped at run time
# through every thunk of the unit), and a static struct sigaction
# initializer (the initializer rewritten).  Some ordinary code beside
# them, as a real main.c has.
set -eu
n=${1:?usage: $0 N}
case $n in *[!0-9]*|'') echo "$0: N must be a number" >&2; exit 2;; esac

cat <<'HEAD'
#include <signal.h>
#include <stdio.h>
#include <string.h>

__attribute__ ((noinline)) static int
install (int sig, void (*fn) (int))
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	return sigaction (sig, &sa, 0);
}

int
parse (int argc, char **argv)
{
	int i, flags = 0;

	for (i = 1; i < argc; i++) {
		if (!strcmp (argv[i], "-v"))
			flags |= 1;
		else if (!strncmp (argv[i], "--level=", 8))
			flags |= (argv[i][8] - '0') << 1;
		else
			fprintf (stderr, "unknown option %s\n", argv[i]);
	}
	return flags;
}
HEAD

i=0
while [ $i -lt $n ]; do
	echo "extern void h$i (int);"
	i=$((i + 1))
done

i=3
while [ $i -lt $n ]; do
	echo "static const struct sigaction act$i = { .sa_handler = h$i };"
	i=$((i + 4))
done

i=0
f=0
while [ $i -lt $n ]; do
	if [ $((i % 25)) -eq 0 ]; then
		[ $i -gt 0 ] && echo "}"
		echo "void reg$f (void)"
		echo "{"
		echo "	struct sigaction sa;"
		echo "	memset (&sa, 0, sizeof sa);"
		f=$((f + 1))
	fi
	case $((i % 4)) in
	0) echo "	signal (SIGINT, h$i);" ;;
	1) echo "	sa.sa_handler = h$i; sigaction (SIGHUP, &sa, 0);" ;;
	2) echo "	install (SIGTERM, h$i);" ;;
	3) echo "	sigaction (SIGUSR1, &act$i, 0);" ;;
	esac
	i=$((i + 1))
done
[ $n -gt 0 ] && echo "}"
exit 0
