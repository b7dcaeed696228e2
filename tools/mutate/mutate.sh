#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# mutate.sh -- do the tests catch the bugs a developer could make?
#
#   tools/mutate/mutate.sh [-g GCC] [-k] [NAME...]     (make mutate)
#
# Applies each mutant of tools/mutate/mutants (or only those NAMEd), one at
# a time, to a scratch copy of the tree, rebuilds the plugin and runs the
# tests the mutant names; a mutant is CAUGHT when they fail.  The text a
# mutant replaces is looked for in every .c and .h file under plugin/, so a
# function that moves to another file keeps its mutants; text found
# nowhere, or more than once, makes the mutant STALE (fix the catalogue),
# a mutant that does not build is BROKEN.  Prints one line per mutant and
# "caught N/M"; exits 0 only if every mutant was caught.  -k keeps the
# scratch directory (its path is printed), with each mutant's test log.
#
# The tree itself must pass its tests first: a test that fails anyway
# would "catch" every mutant.  Run it niced; each mutant rebuilds one
# object of the plugin and runs a targeted subset of the suite.

set -u

top=$(cd "$(dirname "$0")/../.." && pwd)
catalogue=$top/tools/mutate/mutants
gcc=gcc
keep=0
while getopts g:k opt; do
	case $opt in
	g) gcc=$OPTARG ;;
	k) keep=1 ;;
	*) echo "usage: mutate.sh [-g GCC] [-k] [NAME...]" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))

work=$(mktemp -d "${TMPDIR:-/tmp}/cld-mutate.XXXXXX") || exit 2
[ $keep = 1 ] || trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM
mkdir "$work/tree" "$work/orig" "$work/logs"
(cd "$top" && tar -cf - --exclude=./build --exclude=./.git .) \
	| (cd "$work/tree" && tar -xf -) || exit 2
(cd "$work/tree/plugin" && tar -cf - .) | (cd "$work/orig" && tar -xf -) \
	|| exit 2
b=$work/build
# -O0: the plugin does the same, and each mutant's rebuild is quicker.
mk () {
	make -C "$work/tree" -s GCC="$gcc" B="$b" PLUGIN_CXXFLAGS=-O0 "$@"
}
if ! mk plugin >"$work/logs/build.log" 2>&1; then
	echo "mutate.sh: the unmutated plugin does not build" \
	     "(see $work/logs/build.log)" >&2
	keep=1
	exit 2
fi

# The catalogue as one line per mutant: NAME<FS>FIND<FS>REPLACE<FS>TESTS,
# FS being the ASCII unit separator, which no value contains.
us=$(printf '\037')
records=$(awk -v us="$us" '
	function flush() {
		if (name != "")
			print name us find us repl us tests
		name = find = repl = tests = ""
	}
	/^#/ { next }
	/^$/ { flush(); next }
	{
		key = $0; sub(/\t.*/, "", key)
		val = $0; sub(/^[^\t]*\t/, "", val)
		if (key == "mutant") name = val
		else if (key == "find") find = val
		else if (key == "replace") repl = val
		else if (key == "tests") tests = val
	}
	END { flush() }' "$catalogue")

total=0
caught=0
bad=0
IFS_SAVED=$IFS
printf '%s\n' "$records" | {
while IFS=$us read -r name find repl tests; do
	IFS=$IFS_SAVED
	if [ $# -gt 0 ]; then
		want=0
		for n in "$@"; do
			[ "$n" = "$name" ] && want=1
		done
		[ $want = 1 ] || continue
	fi
	total=$((total + 1))
	# Where the text is: exactly one line in all of plugin/.
	hits=$(cd "$work/orig" && grep -rcF --include='*.[ch]' -- "$find" . \
	       | awk -F: '{ n += $2; if ($2 > 0) f = $1 } END { print n, f }')
	count=${hits% *}
	file=${hits#* }
	if [ "$count" != 1 ]; then
		echo "STALE   $name: text found $count times in plugin/"
		bad=$((bad + 1))
		continue
	fi
	# Through the environment: awk -v would read backslashes as escapes.
	MUT_FIND=$find MUT_REPL=$repl awk '{
		find = ENVIRON["MUT_FIND"]
		i = index($0, find)
		if (i)
			$0 = substr($0, 1, i - 1) ENVIRON["MUT_REPL"] \
			     substr($0, i + length(find))
		print
	}' "$work/orig/$file" >"$work/tree/plugin/$file"
	log=$work/logs/$name.log
	if cmp -s "$work/orig/$file" "$work/tree/plugin/$file"; then
		echo "BROKEN  $name: replacing the text changes nothing"
		bad=$((bad + 1))
	elif ! mk plugin >"$log" 2>&1; then
		echo "BROKEN  $name: does not build ($file)"
		bad=$((bad + 1))
	elif mk check RUNTESTFLAGS="$tests" >>"$log" 2>&1; then
		echo "MISSED  $name ($file): $tests passes"
	else
		first=$(grep -m1 -E '^(FAIL|UNRESOLVED|ERROR):' \
			"$b/testsuite/cld.sum" 2>/dev/null | cut -c1-100 \
			| head -n 1)
		# printf: dash's echo would expand the \n of a scan pattern.
		printf 'caught  %s (%s): %s\n' "$name" "$file" \
		       "${first:-make check failed}"
		caught=$((caught + 1))
	fi
	cp -p "$work/orig/$file" "$work/tree/plugin/$file"
	touch "$work/tree/plugin/$file"
done
if [ $bad -gt 0 ]; then
	echo "caught $caught/$total ($bad stale or broken)"
else
	echo "caught $caught/$total"
fi
[ $keep = 1 ] && echo "mutate.sh: kept $work"
[ $caught = $total ]
}
