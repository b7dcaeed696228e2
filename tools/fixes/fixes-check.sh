#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# fixes-check.sh -- run the check of each root fix and print one table.
#
# usage: fixes-check.sh GCC OUTDIR [PROJECT...]
#
# Each PROJECT (default: every directory of tools/fixes with a check.sh)
# has tools/fixes/PROJECT/check.sh, which builds the program with its
# patches and prints its results as lines of the form README.md defines:
#
#   fixes: PROJECT VERSION CHECK before=VALUE after=VALUE ok|FAIL|unsupported
#
# This runs them one after the other (each is a heavy build), OUTDIR/
# PROJECT/ being the check's build directory and OUTDIR/PROJECT.log its
# whole output, shows their progress lines, and ends with the table of
# all result lines.  Exit status: 0 if every line is ok or unsupported,
# 1 if any is FAIL or a check printed nothing, 2 on bad usage.
set -u
me=fixes-check
[ $# -ge 2 ] || { echo "usage: $me GCC OUTDIR [PROJECT...]" >&2; exit 2; }
gcc=$1 out=$2
shift 2
here=$(cd "$(dirname "$0")" && pwd)

projects="$*"
if [ -z "$projects" ]; then
	for c in "$here"/*/check.sh; do
		[ -f "$c" ] && projects="$projects $(basename "$(dirname "$c")")"
	done
fi
for p in $projects; do
	[ -f "$here/$p/check.sh" ] || {
		echo "$me: no tools/fixes/$p/check.sh: FIXES names directories" \
		     "of tools/fixes ($(cd "$here" && echo */check.sh |
					   sed 's|/check.sh||g'))" >&2
		exit 2
	}
done

mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd)
results=$out/results
: >"$results"
status=0
for p in $projects; do
	log=$out/$p.log
	echo "$me: $p (nice -n 15; log: $log)"
	# Show the check's own progress lines ("PROJECT: ...") and results.
	{ sh "$here/$p/check.sh" "$gcc" "$out/$p"; echo $? >"$out/$p.rc"; } \
		2>&1 | tee "$log" | grep --line-buffered -e "^$p: " -e '^fixes: '
	rc=$(cat "$out/$p.rc")
	if grep -q "^fixes: $p " "$log"; then
		grep "^fixes: $p " "$log" >>"$results"
	else
		echo "fixes: $p - check.sh before=- after=- FAIL # exit $rc," \
		     "no result: see $log" | tee -a "$results"
	fi
	[ "$rc" = 0 ] || status=1
done

echo
awk '
	{ sub(/^fixes: /, "")
	  note = ""
	  if ((i = index($0, " # ")) > 0) {
		note = substr($0, i + 3); $0 = substr($0, 1, i - 1)
	  }
	  b = $4; a = $5; sub(/^before=/, "", b); sub(/^after=/, "", a)
	  row[++n] = sprintf("%-9s %-23s %-26s %-13s %-10s %s%s", $1, $2, $3,
			     b, a, $6, note == "" ? "" : "  (" note ")") }
	END {
	  printf "%-9s %-23s %-26s %-13s %-10s %s\n", "project", "version",
		 "check", "before", "after", "result"
	  for (i = 1; i <= n; i++)
		print row[i]
	}' "$results"
grep -q ' FAIL\( \|$\)' "$results" && status=1
exit $status
