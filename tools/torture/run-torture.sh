#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Torture run: GCC 12's own gcc.c-torture/compile and gcc.c-torture/execute
# (C we did not write) through the plugin in every configuration of
# tools/torture/configs, each against plain gcc with the same options.
# A plugin enabled distribution-wide compiles everything; one ICE or one
# miscompile blocks a mass rebuild.
#
#   run-torture.sh [options] GCC CLD.SO
#     -j N         parallel jobs (default: number of CPUs)
#     -c LIST      only these configurations (comma-separated names)
#     -s K         sample: every K-th file of each corpus (default 1: all)
#     -o DIR       results and unpacked sources (default build/torture)
#     -t SRC       gcc.c-torture directory (default: unpacked from the
#                  gcc-12-source tarball, /usr/src/gcc-12/gcc-*.tar.xz)
#
# Writes DIR/GCC/results.tsv (one line per configuration and file: see
# torture-one.sh), DIR/GCC/fail/ (stderr of each failure) and prints one
# summary line per configuration.  Exit status 1 if anything FAILed.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
configs=${TORTURE_CONFIGS:-$here/configs}
top=$(cd "$here/../.." && pwd)
jobs=$(nproc 2>/dev/null || echo 2) only= sample=1 out=$top/build/torture src=
while getopts j:c:s:o:t: o; do
	case $o in
	j) jobs=$OPTARG ;; c) only=$OPTARG ;; s) sample=$OPTARG ;;
	o) out=$OPTARG ;; t) src=$OPTARG ;;
	*) sed -n '9,15p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# = 2 ] || { echo "usage: $0 [-j N] [-c LIST] [-s K] [-o DIR] [-t SRC] GCC CLD.SO" >&2; exit 2; }
gcc=$1 plugin=$2
case $jobs$sample in *[!0-9]*) echo "$0: -j and -s take numbers" >&2; exit 2 ;; esac
[ -f "$plugin" ] || { echo "$0: no plugin at $plugin: run 'make GCC=$gcc' first" >&2; exit 2; }
command -v "$gcc" >/dev/null || { echo "$0: $gcc not found" >&2; exit 2; }

if [ -z "$src" ]; then
	src=$out/src/gcc.c-torture
	if [ ! -d "$src/execute" ]; then
		tarball=$(ls /usr/src/gcc-12/gcc-*.tar.* 2>/dev/null | head -n 1)
		[ -n "$tarball" ] || { echo "$0: no GCC 12 source: apt-get install gcc-12-source (or run 'make torture-deps' as root)" >&2; exit 2; }
		echo "torture: unpacking gcc.c-torture from $tarball"
		mkdir -p "$out/src"
		tar -xf "$tarball" -C "$out/src" --strip-components=3 --wildcards \
			'*/gcc/testsuite/gcc.c-torture/compile/*' \
			'*/gcc/testsuite/gcc.c-torture/execute/*'
	fi
fi
[ -d "$src/compile" ] && [ -d "$src/execute" ] || { echo "$0: $src has no compile/ and execute/" >&2; exit 2; }

res=$out/$(basename "$gcc")
rm -rf "$res"; mkdir -p "$res"
# A copy: a rebuild of the plugin during the run must not truncate it
# under a running compiler.
cp "$plugin" "$res/cld.so"; plugin=$res/cld.so
: >"$res/results.tsv"
# The sources are GCC 12's, written for its defaults: C17 with implicit
# declarations, implicit int and pointer/integer mixes warned about, not
# refused.  GCC 14 made those errors and GCC 15 defaults to C23 (where
# "int f ()" takes no arguments), so without this a third of the files
# are rejected by plain gcc and skipped.
gccv=$("$gcc" -dumpfullversion)
dialect=
[ "${gccv%%.*}" -ge 14 ] && dialect="-std=gnu17 -fpermissive"
export T_GCC=$gcc T_PLUGIN=$plugin T_OUT=$res T_TIMEOUT=${TORTURE_TIMEOUT:-300} \
	T_RUN_TIMEOUT=${TORTURE_RUN_TIMEOUT:-20} T_DIALECT=$dialect
start=$(date +%s)
for corpus in compile execute; do
	# NAME|OPTS|ARGS of this corpus, blanks trimmed.
	sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$configs" | awk -F'|' -v c=$corpus -v only="$only" '
		function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
		BEGIN { n = split(only, w, ","); for (i = 1; i <= n; i++) want[w[i]] = 1 }
		trim($2) == c && (only == "" || trim($1) in want) {
			print trim($1) "|" trim($3) "|" trim($4) }' >"$res/$corpus.configs"
	[ -s "$res/$corpus.configs" ] || continue
	export T_CORPUS=$corpus T_CONFIGS=$res/$corpus.configs
	# Top-level .c files only: execute/ieee and execute/builtins need
	# the .exp drivers' extra sources and flags.
	ls "$src/$corpus"/*.c | awk -v k="$sample" 'NR % k == 0' |
		xargs -P "$jobs" -n 8 sh "$here/torture-one.sh" >>"$res/results.tsv"
done
secs=$(( $(date +%s) - start ))

awk -F'\t' -v g="$(basename "$gcc") $gccv${dialect:+ ($dialect)}" -v cfg="$configs" -v secs=$secs '
	BEGIN {
		while ((getline l < cfg) > 0) {
			if (l ~ /^#/ || l ~ /^[ \t]*$/) continue
			split(l, f, "|"); for (i = 1; i <= 4; i++) gsub(/^[ \t]+|[ \t]+$/, "", f[i])
			order[++n] = f[1]; what[f[1]] = f[2] " " f[3] (f[4] == "" ? "" : " " f[4])
		}
	}
	{ seen[$2] = 1; count[$2, $1]++; total[$1]++ }
	$1 == "FAIL" { print "FAIL: " $2 ": " $3 ": " $4 }
	END {
		for (i = 1; i <= n; i++) {
			c = order[i]; if (!(c in seen)) continue
			printf "torture %s %-19s %-60s %5d pass %4d skip %3d FAIL\n", g, c, "(" what[c] ")",
				count[c, "PASS"], count[c, "SKIP"], count[c, "FAIL"]
		}
		printf "torture %s: %d compiles and runs, %d pass, %d skip (plain gcc rejects or cannot run), %d FAIL in %d s\n",
			g, NR, total["PASS"], total["SKIP"], total["FAIL"], secs
		exit total["FAIL"] > 0
	}' "$res/results.tsv" >"$res/summary.txt" || status=$?
cat "$res/summary.txt"
exit ${status:-0}
