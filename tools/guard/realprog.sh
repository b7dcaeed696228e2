#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Real programs with the guard preloaded: their own checks must come out
# the same as without it.  Not part of 'make check' (it fetches and builds
# a package: about two minutes); 'make guard-realprog' runs it.
#
#   sh tools/guard/realprog.sh LIB64 [WORKDIR]
#
# 1. gzip (Debian 12's source, apt-get source; its handler
#    abort_gzip_signal is installed with sigaction), built plain; its
#    'make check' run three ways: plain, with LD_PRELOAD=LIB64 exported to
#    every process of the suite, and that again under dfleak --leak=set.
#    The PASS/FAIL/SKIP counts must be equal.
# 2. Installed programs that install handlers and signal themselves (bash
#    and dash traps, timeout): the same output and exit status with and
#    without the guard.  (make interrupted by SIGINT is not among them: its
#    messages differ from run to run by themselves.)
# Prints one "PASS:" or "FAIL:" line per check; exit 1 if any failed.
set -u
lib=${1:?usage: realprog.sh LIB64 [WORKDIR]}
top=$(cd "$(dirname "$0")/../.." && pwd)
work=${2:-$top/build/guard-realprog}
dfleak=${DFLEAK:-$(make -s -C "$top" print-dfleak)}
failed=0
mkdir -p "$work"

result () {	# NAME WANT GOT
	if [ "$2" = "$3" ]; then
		echo "PASS: $1: $3"
	else
		echo "FAIL: $1: '$3' with the guard, '$2' without"
		failed=1
	fi
}

# 1. gzip's own test suite.
summary () {	# the counts of a finished gzip 'make check'
	sed -n 's/^# \([A-Z]*\): *\([0-9]*\)$/\1 \2/p' \
	    "$1/tests/test-suite.log" 2>/dev/null | tr '\n' ' '
}
src=$(ls -d "$work"/gzip-*/ 2>/dev/null | head -1)
if [ -z "$src" ]; then
	(cd "$work" && apt-get source --download-only gzip >/dev/null 2>&1 \
	   && dpkg-source -x gzip_*.dsc >/dev/null 2>&1)
	src=$(ls -d "$work"/gzip-*/ 2>/dev/null | head -1)
fi
if [ -z "$src" ]; then
	echo "UNSUPPORTED: gzip's test suite (apt-get source gzip failed: no deb-src?)"
else
	# MAKEINFO=true: the manual is not needed, nor is makeinfo.
	(cd "$src" && { [ -f gzip ] || { ./configure CFLAGS=-O2 >/dev/null \
	   && make -j2 MAKEINFO=true >/dev/null 2>&1; }; }) \
	  || { echo "FAIL: gzip does not build"; exit 1; }
	runs=""
	for how in plain guard dfleak+guard; do
		case $how in
		plain) pre= ;;
		guard) pre="env LD_PRELOAD=$lib" ;;
		dfleak+guard)
			pre="$dfleak --quiet --leak=set -- env LD_PRELOAD=$lib" ;;
		esac
		(cd "$src" && rm -f tests/*.log tests/*.trs \
		   && $pre make check MAKEINFO=true >"$work/check-$how.log" 2>&1)
		runs="$runs|$(summary "$src")"
		echo "gzip make check ($how): $(summary "$src")"
	done
	plain=$(echo "$runs" | cut -d'|' -f2)
	result "gzip make check with the guard" "$plain" \
	       "$(echo "$runs" | cut -d'|' -f3)"
	result "gzip make check with the guard under dfleak --leak=set" \
	       "$plain" "$(echo "$runs" | cut -d'|' -f4)"
fi

# 2. Installed programs that handle signals.
check () {	# NAME COMMAND...
	name=$1
	shift
	want=$("$@" 2>&1; echo "exit $?")
	got=$(LD_PRELOAD=$lib "$@" 2>&1; echo "exit $?")
	result "$name" "$(printf '%s' "$want" | tr '\n' ' ')" \
	       "$(printf '%s' "$got" | tr '\n' ' ')"
}
check "bash trap USR1, ALRM and CHLD" bash -c \
	'trap "echo usr1" USR1; trap "echo chld" CHLD; kill -USR1 $$;
	 (exit 3); wait; trap "echo alrm" ALRM; kill -ALRM $$; echo done'
check "dash trap USR1 and INT" dash -c \
	'trap "echo usr1" USR1; trap "echo int" INT; kill -USR1 $$;
	 kill -INT $$; echo done'
check "timeout kills a sleep" timeout -s USR1 0.2 sleep 5
check "timeout --preserve-status" timeout --preserve-status 0.2 sleep 5
exit $failed
