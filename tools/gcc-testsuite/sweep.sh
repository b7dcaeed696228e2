#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# GCC's own gcc.dg and g++.dg tests through the plugin: every file at
# the plugin's defaults, a fixed sample in every other mode and detection
# level (tools/gcc-testsuite/configs), each against plain gcc with the
# same options.  Those tests are full of declarations our own suites never
# write (weakrefs to nothing, aliases, ifuncs, asm, attributes of every
# kind): a plugin enabled distribution-wide must not crash on any of them
# nor add a diagnostic.  Counts: ICE and DIAG must be 0; NOTE lists the
# plugin's own notes and asm-audit findings, which are not failures.
#
#   sweep.sh [options] GCC CLD.SO
#     -j N         parallel jobs (default 2)
#     -s K         only every K-th file (default 1: all)
#     -c LIST      only these configurations (comma-separated names)
#     -o DIR       results and unpacked sources (default build/gcc-testsuite)
#     -r           resume a sweep that was stopped: keep its results and
#                  compile only the files it has no results for
#
# Writes DIR/GCC/results.tsv and summary.txt; exit status 1 if any ICE or
# DIAG.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
jobs=2 sample=1 only= out=$top/build/gcc-testsuite resume=no
while getopts j:s:c:o:r o; do
	case $o in
	j) jobs=$OPTARG ;; s) sample=$OPTARG ;; c) only=$OPTARG ;;
	o) out=$OPTARG ;; r) resume=yes ;;
	*) sed -n '13,20p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# = 2 ] || { echo "usage: $0 [-j N] [-s K] [-c LIST] [-o DIR] [-r] GCC CLD.SO" >&2; exit 2; }
gcc=$1 plugin=$2
case $jobs$sample in *[!0-9]*) echo "$0: -j and -s take numbers" >&2; exit 2 ;; esac
[ -f "$plugin" ] || { echo "$0: no plugin at $plugin: run 'make GCC=$gcc' first" >&2; exit 2; }
command -v "$gcc" >/dev/null || { echo "$0: $gcc not found" >&2; exit 2; }
gxx=$(echo "$gcc" | sed 's/gcc\(-[0-9]*\)\{0,1\}$/g++\1/')
command -v "$gxx" >/dev/null || { echo "$0: $gxx not found" >&2; exit 2; }

# The compiler's own tests where its source is installed (they use what
# it knows: C23 at GCC 15, ...), else GCC 12's, in GCC 12's dialect.
gccv=$("$gcc" -dumpfullversion)
major=${gccv%%.*}
srcv=$major
ls /usr/src/gcc-$srcv/gcc-*.tar.* >/dev/null 2>&1 || srcv=12
src=$out/src-$srcv
if [ ! -d "$src/gcc.dg" ] || [ ! -d "$src/g++.dg" ]; then
	tarball=$(ls /usr/src/gcc-$srcv/gcc-*.tar.* 2>/dev/null | head -n 1)
	[ -n "$tarball" ] || { echo "$0: no GCC source: apt-get install gcc-$major-source (or gcc-12-source; 'make torture-deps' as root)" >&2; exit 2; }
	echo "sweep: unpacking gcc.dg and g++.dg from $tarball"
	mkdir -p "$src"
	tar -xf "$tarball" -C "$src" --strip-components=3 --wildcards \
		'*/gcc/testsuite/gcc.dg/*' '*/gcc/testsuite/g++.dg/*'
fi
[ $srcv = "$major" ] || echo "sweep: $gcc runs GCC $srcv's tests (apt-get install gcc-$major-source for its own)"

res=$out/$(basename "$gcc")
done_secs=0
if [ $resume = yes ] && [ -f "$res/results.tsv" ]; then
	# Results of another plugin would be mixed with these.
	cmp -s "$plugin" "$res/cld.so" ||
		{ echo "$0: $plugin is not the plugin of the stopped sweep in $res: run it again without -r" >&2; exit 2; }
	done_secs=$(cat "$res/seconds" 2>/dev/null || echo 0)
else
	rm -rf "$res"; mkdir -p "$res"
	cp "$plugin" "$res/cld.so"
	: >"$res/results.tsv"
fi
plugin=$res/cld.so
sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$here/configs" | awk -F'|' -v only="$only" '
	function trim(s) { gsub(/^[ \t]+|[ \t]+$/, "", s); return s }
	BEGIN { n = split(only, w, ","); for (i = 1; i <= n; i++) want[w[i]] = 1 }
	only == "" || trim($1) in want {
		print trim($1) "|" trim($2) "|" trim($3) "|" trim($4) }' >"$res/configs"
# GCC 12's tests in GCC 12's dialect on newer compilers (as make torture).
dialect=
[ $srcv = 12 ] && [ "$major" -ge 14 ] && dialect="-fpermissive"
export S_GCC=$gcc S_GXX=$gxx S_PLUGIN=$plugin S_CONFIGS=$res/configs \
	S_TIMEOUT=${SWEEP_TIMEOUT:-120} S_DIALECT=$dialect
start=$(date +%s)
(cd "$src" && find gcc.dg -name '*.c'; cd "$src" && find g++.dg -name '*.C') |
	LC_ALL=C sort | awk -v k="$sample" -v src="$src" \
		'NR % k == 0 { print NR ":" src "/" $0 }' |
	awk -F'\t' 'FILENAME != "-" { done[$3]; next }
		!(substr($0, index($0, ":") + 1) in done)' "$res/results.tsv" - |
	xargs -P "$jobs" -n 16 sh "$here/sweep-one.sh" >>"$res/results.tsv"
secs=$(( $(date +%s) - start + done_secs ))
echo $secs >"$res/seconds"

awk -F'\t' -v g="$(basename "$gcc") $gccv (GCC $srcv's tests)" -v secs=$secs -v cfg="$res/configs" '
	BEGIN { while ((getline l < cfg) > 0) { split(l, f, "|"); order[++n] = f[1]; what[f[1]] = f[3] " " f[4] } }
	{ count[$2, $1]++; total[$1]++; seen[$2] = 1 }
	$1 == "ICE" || $1 == "DIAG" { print $1 ": " $2 ": " $3 ": " $4 }
	END {
		for (i = 1; i <= n; i++) {
			c = order[i]; if (!(c in seen)) continue
			printf "sweep %s %-10s %-34s %6d pass %5d skip %4d note %3d ICE %3d DIAG\n", g, c,
				"(" what[c] ")", count[c, "PASS"], count[c, "SKIP"], count[c, "NOTE"],
				count[c, "ICE"], count[c, "DIAG"]
		}
		printf "sweep %s: %d compiles, %d pass, %d skip (plain gcc rejects), %d note, %d ICE, %d DIAG in %d s\n",
			g, NR, total["PASS"], total["SKIP"], total["NOTE"], total["ICE"], total["DIAG"], secs
		exit total["ICE"] + total["DIAG"] > 0
	}' "$res/results.tsv" >"$res/summary.txt" || status=$?
cat "$res/summary.txt"
exit ${status:-0}
