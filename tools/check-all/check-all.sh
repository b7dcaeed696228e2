#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-all.sh -- 'make check' for several compilers, one summary line each
# (make check-all, .ci/run).
#
#   check-all.sh [-j N] [-o DIR] [-T] gcc-11 gcc-12 ...
#
# Runs 'make check GCC=gcc-N' for each compiler, in the order given, N at
# a time (each is one runtest, about one core), its output in
# DIR/gcc-N.log (default build/check-all).  A chroot the next compiler
# needs is made by the first worker that gets to it; the other waits only
# if it needs the same one.  Then prints, in the order
# given,
#
#   gcc-N: P passed, F failed
#
# and last "cld: P passed, F failed" summed (not with -T: .ci/run prints
# its own after its further stages).  P counts PASS results of the
# harness self-tests and of the suite, F their FAIL, XPASS, UNRESOLVED and
# ERROR results, plus one for a 'make check' that failed with none of those
# (a build error, a chroot that could not be made) or whose suite did not
# run (a failed harness self-test stops it).  Only results written
# by this run count, never a cld.sum left from an earlier one.  Exit status
# 0 only if every compiler passed something and failed nothing.

set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd -P)
jobs=1 out=$TOP/build/check-all total=yes
while getopts j:o:T o; do
	case $o in
	T) total=no ;;
	j) jobs=$OPTARG ;;
	o) out=$OPTARG ;;
	*) echo "usage: $0 [-j N] [-o DIR] [-T] gcc-N..." >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "usage: $0 [-j N] [-o DIR] [-T] gcc-N..." >&2; exit 2; }
case $jobs in ''|*[!0-9]*|0) echo "$0: -j wants a positive number" >&2; exit 2 ;; esac
mkdir -p "$out" || exit 2
# Absolute: make -C and runtest change directory, and $TMPDIR below is
# derived from it (a relative one made every suite's config.guess fail).
out=$(cd "$out" && pwd -P) || exit 2

# check_one GCC: the suite, then its counts into $out/GCC.result.
check_one () {
	g=$1 log=$out/$1.log
	: >"$out/$g.start"
	t0=$(date +%s)
	# A temporary directory of its own: tests that look for what their
	# tool left in $TMPDIR (cld-compare's) must not see the other
	# compiler's run.  Inside the tree, so a chroot has it too.
	tmp=$out/tmp-$g
	rm -rf "$tmp" && mkdir -p "$tmp"
	TMPDIR=$tmp make -C "$TOP" --no-print-directory check GCC="$g" >"$log" 2>&1
	rc=$?
	rm -rf "$tmp"
	# The build folder, from the commands make echoed (a chroot's make
	# prints the same paths): no second make that could make a chroot again.
	sums=$(sed -n 's|^cd \(/[^ ]*/testsuite\(-harness\)\{0,1\}\) && .*runtest.*|\1/cld.sum|p' "$log" | sort -u)
	p=0 f=0 ran=
	for s in $sums; do
		[ -f "$s" ] && [ -n "$(find "$s" -newer "$out/$g.start")" ] || continue
		case $s in */testsuite/cld.sum) ran=1 ;; esac
		p=$((p + $(grep -c '^PASS: ' "$s")))
		f=$((f + $(grep -cE '^(FAIL|XPASS|UNRESOLVED|ERROR): ' "$s")))
	done
	why=
	if [ $rc -ne 0 ] && [ $f -eq 0 ]; then
		f=1 why="make check exited $rc"
	elif [ -z "$ran" ]; then
		f=$((f + 1)) why="the suite did not run"
	elif [ $p -eq 0 ]; then
		why="no test ran"
	fi
	echo "$p $f $rc $(( $(date +%s) - t0 )) $why" >"$out/$g.result"
	echo "check-all: $g done in $(( $(date +%s) - t0 )) s (log: $log)"
}

# N workers; each takes the next compiler nobody has taken (mkdir is
# atomic), so a compiler whose suite stops early frees its worker for the
# next one.
rm -rf "$out"/*.taken
for g in "$@"; do rm -f "$out/$g.result"; done
i=0
while [ $i -lt "$jobs" ]; do
	(
		for g in "$@"; do
			mkdir "$out/$g.taken" 2>/dev/null || continue
			check_one "$g"
		done
	) &
	i=$((i + 1))
done
wait
rm -rf "$out"/*.taken

total_p=0 total_f=0 status=0
for g in "$@"; do
	if [ ! -f "$out/$g.result" ]; then
		echo "$g: 0 passed, 1 failed (no result; see $out/$g.log)"
		total_f=$((total_f + 1)) status=1
		continue
	fi
	read -r p f rc secs why <"$out/$g.result"
	if [ "$f" -ne 0 ] || [ "$p" -eq 0 ]; then
		status=1
		grep -hE '^(FAIL|XPASS|UNRESOLVED|ERROR): ' $(sed -n 's|^cd \(/[^ ]*/testsuite\(-harness\)\{0,1\}\) && .*runtest.*|\1/cld.sum|p' "$out/$g.log" | sort -u) 2>/dev/null |
			head -n 40 | sed "s/^/  $g /"
		[ -z "$why" ] || tail -n 15 "$out/$g.log" | sed "s/^/  $g | /"
	fi
	echo "$g: $p passed, $f failed${why:+ ($why)}"
	total_p=$((total_p + p)) total_f=$((total_f + f))
done
[ $total = no ] || echo "cld: $total_p passed, $total_f failed"
exit $status
