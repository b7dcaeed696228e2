#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Worker of sweep.sh: compiles each FILE given, in each configuration of
# S_CONFIGS whose sample takes it, with plain gcc and with the plugin, and
# prints one line per (configuration, file):
#
#   STATUS <tab> CONFIG <tab> FILE <tab> DETAIL
#
# STATUS: PASS; SKIP (plain gcc rejects the file or crashes: nothing to
# compare); ICE (the plugin build crashed: always a failure); DIAG (the
# plugin build printed an error or warning plain gcc did not, or failed
# where plain gcc did not); NOTE (only notes and cld's own diagnostics
# differ, e.g. "registered here but defined in another translation unit"
# or the asm audit: listed, not failures).  The environment carries
# S_GCC, S_GXX, S_PLUGIN, S_CONFIGS ("NAME|K|OPTS|ARGS"), S_TIMEOUT and
# S_DIALECT.  Each argument is INDEX:FILE, INDEX the file's number in the
# whole sweep (a configuration of sample K takes every K-th).
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-sweep.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# ice_re, same_diagnostics
. "$(dirname "$0")/../torture/compare.sh"

# The test's options: its dg-options, else the suite's defaults (as
# gcc.dg's and g++.dg's dg.exp), and its dg-additional-options; those
# that name another target are left out.
test_opts () {
	awk -v dflt="$2" '
		function grab(line,   m) {
			if (line ~ /\{ *target/ && line !~ /(x86_64|i\?86|\*-\*-\*)/)
				return ""
			if (match(line, /"[^"]*"/))
				return substr(line, RSTART + 1, RLENGTH - 2)
			return ""
		}
		/dg-options/ && !got { opts = grab($0); got = 1 }
		/dg-additional-options/ { add = add " " grab($0) }
		END { print (got ? opts : dflt) add }' "$1"
}

# In a scratch directory of its own, emptied each time: the tests' own
# options write dumps (-fdump-*, -save-temps) and C++ module caches
# (gcm.cache/) into the current directory, which must not be the tree.
mkdir "$tmp/cwd" || exit 1
compile () {	# compile OUT-PREFIX OPTS... FILE
	pfx=$1; shift
	# shellcheck disable=SC2086 # a word list
	(cd "$tmp/cwd" && timeout "$S_TIMEOUT" "$drv" ${S_DIALECT:-} "$@" \
		-c -o /dev/null) >"$pfx.err" 2>&1
	rc=$?
	# Most tests write nothing there: empty it only when needed.
	for left in "$tmp"/cwd/* "$tmp"/cwd/.[!.]*; do
		[ -e "$left" ] || continue
		rm -rf "$tmp/cwd" && mkdir "$tmp/cwd"
		break
	done
}

# A file's lines are written at once when it is done, so a sweep that is
# stopped leaves whole files only and sweep.sh -r can resume it.
tab=$(printf '\t')
nl='
'
say () {	# say STATUS CONFIG FILE DETAIL
	out="$out$1$tab$2$tab$3$tab$4$nl"
}

for item; do
	index=${item%%:*} file=${item#*:} out=
	case $file in
	*.c) drv=$S_GCC dflt="-ansi -pedantic-errors" ;;
	*) drv=$S_GXX dflt="-pedantic-errors -Wno-long-long" ;;
	esac
	grep -q 'dg-do  *preprocess' "$file" && continue
	topts=$(test_opts "$file" "$dflt")
	while IFS='|' read -r name k opts args; do
		[ $((index % k)) = 0 ] || continue
		dir=$(dirname "$file")
		# shellcheck disable=SC2086
		set -- $topts $opts -I"$dir"
		pargs="-fplugin=$S_PLUGIN"
		for a in $args; do pargs="$pargs -fplugin-arg-cld-$a"; done
		# shellcheck disable=SC2086
		compile "$tmp/p" "$@" $pargs "$file"; prc=$rc
		# The plugin build succeeded and said nothing: there is nothing
		# plain gcc could have said that it did not, so skip plain gcc.
		# Most files end here, which halves the sweep.
		if [ $prc = 0 ] && [ ! -s "$tmp/p.err" ]; then
			say PASS "$name" "$file" ""
			continue
		fi
		compile "$tmp/b" "$@" "$file"; brc=$rc
		if grep -Eq "$ice_re" "$tmp/p.err" && ! grep -Eq "$ice_re" "$tmp/b.err"; then
			say ICE "$name" "$file" "$(grep -Em1 "$ice_re" "$tmp/p.err")"
			continue
		fi
		if [ $brc != 0 ] || grep -Eq "$ice_re" "$tmp/b.err"; then
			say SKIP "$name" "$file" ""
			continue
		fi
		if [ $prc != 0 ]; then
			say DIAG "$name" "$file" \
				"fails only with the plugin: $(grep -m1 -E 'error: ' "$tmp/p.err")"
			continue
		fi
		# Reports that are not diagnostics: -ftime-report's times
		# differ run to run (and the plugin has a line of its own);
		# -fdump-passes lists the plugin's passes too.
		case " $topts $opts " in *" -ftime-report "*)
			for f in b p; do
				sed -E -i '/^Time variable|^ TOTAL|^ *[^:]+: +[0-9.]+ +\( *[0-9]+%\)/d' "$tmp/$f.err"
			done ;;
		esac
		case " $topts $opts " in *" -fdump-passes "*)
			sed -E -i '/^ *[a-z0-9_-]*cld[a-z0-9_-]* +: +(ON|OFF)$/d' "$tmp/p.err" ;;
		esac
		if same_diagnostics; then
			say PASS "$name" "$file" ""
			continue
		fi
		# The same lines in another order: GCC orders some warnings
		# of equal rank by addresses (-Wsuggest-final-methods).
		sort "$tmp/b.err.masked" >"$tmp/b.sorted"
		sort "$tmp/p.err.masked" >"$tmp/p.sorted"
		if cmp -s "$tmp/b.sorted" "$tmp/p.sorted"; then
			say PASS "$name" "$file" ""
			continue
		fi
		extra=$(diff "$tmp/b.err.masked" "$tmp/p.err.masked" | grep '^[<>]' |
			grep -Ev '^> .*(note: |cld: )|^> *[0-9]* *\||^> In file included from|^> +from |^> .*: (In function|In member function|At top level)' |
			head -n 1)
		if [ -n "$extra" ]; then
			say DIAG "$name" "$file" "$extra"
		else
			say NOTE "$name" "$file" "$(diff "$tmp/b.err.masked" "$tmp/p.err.masked" |
				   grep -m1 -E '^> .*(note: |cld: )' | cut -c3-)"
		fi
	done <"$S_CONFIGS"
	printf '%s' "$out"
done
