#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Generate a C unit with N handlers and N registrations, for measuring
# that handler detection (plugin/detect/cld-detect.c) stays linear:
#
#   bench/gen-detect-stress.sh N > stress.c
#
# The registrations cycle through the patterns detection follows: direct
# signal(), a store into sa_handler, a non-inlined wrapper of this unit
# (all N/4 of them reach one sigaction store), and a static {signal,
# handler} table read in a loop.  Every handler is registered once; 50
# registrations per function, so the unit has N + N/50 + 2 functions.
set -eu
n=${1:?usage: $0 N}
case $n in *[!0-9]*|'') echo "$0: N must be a number" >&2; exit 2;; esac

cat <<'HEAD'
#include <signal.h>
#include <string.h>

static volatile sig_atomic_t got;

__attribute__ ((noinline)) static int
install (int sig, void (*fn) (int))
{
	struct sigaction sa;

	memset (&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	return sigaction (sig, &sa, 0);
}
HEAD

i=0
while [ $i -lt $n ]; do
	echo "static void h$i (int s) { got = s + $i; }"
	i=$((i + 1))
done

echo "static const struct { int sig; void (*fn) (int); } table[] = {"
i=3
while [ $i -lt $n ]; do
	echo "	{ SIGUSR1, h$i },"
	i=$((i + 4))
done
echo "	{ 0, 0 }"
echo "};"

i=0
f=0
while [ $i -lt $n ]; do
	if [ $((i % 50)) -eq 0 ]; then
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
	3) : ;;	# in the table
	esac
	i=$((i + 1))
done
[ $n -gt 0 ] && echo "}"

cat <<'TAIL'
void
reg_table (void)
{
	unsigned i;

	for (i = 0; table[i].fn; i++)
		signal (table[i].sig, table[i].fn);
}
TAIL
