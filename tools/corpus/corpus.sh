#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# corpus.sh -- real code as a test bed for handler detection.
#
#   corpus.sh [--gcc GCC] [--plugin CLD.SO] [--out DIR] [--levels "L..."]
#             [--compare-only] [PACKAGE...]
#
# Fetches the Debian 12 source packages listed in tools/corpus/packages
# (apt-get source; a deb-src line for bookworm is needed), builds each with
# cc.sh as the compiler, which compiles every C unit once more per
# detection level with the plugin and report=, and compares what each
# level protected with tools/corpus/truth, the hand-checked list of the
# real handlers.  Prints per level: handlers found, missed (with the
# registration's shape) and false positives (protected, not a handler).
# A function defined twice (one file built into two programs) counts
# once.  Results in DIR (default build/corpus): DIR/PKG/LEVEL.jsonl.
#
# No root needed; the packages' build dependencies must be installed
# (libpam0g-dev, libncurses-dev for cron and screen).

set -u

TOP=$(cd "$(dirname "$0")/../.." && pwd)
HERE=$TOP/tools/corpus
GCC=${GCC:-gcc-12}
PLUGIN=
OUT=$TOP/build/corpus
LEVELS="exact auto signature"
COMPARE_ONLY=0

die () { echo "corpus: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
	case $1 in
	--gcc) GCC=$2; shift 2;;
	--plugin) PLUGIN=$2; shift 2;;
	--out) OUT=$2; shift 2;;
	--levels) LEVELS=$2; shift 2;;
	--compare-only) COMPARE_ONLY=1; shift;;
	-h|--help) sed -n '3,20p' "$0"; exit 0;;
	-*) die "unknown option '$1' (see --help)";;
	*) break;;
	esac
done
[ -n "$PLUGIN" ] || PLUGIN=$(make -s -C "$TOP" print-plugin GCC="$GCC") ||
	die "cannot build the plugin for $GCC"
[ -f "$PLUGIN" ] || die "no plugin at '$PLUGIN' (make GCC=$GCC)"
# The builds run in the packages' trees.
PLUGIN=$(cd "$(dirname "$PLUGIN")" && pwd)/$(basename "$PLUGIN")
mkdir -p "$OUT" && OUT=$(cd "$OUT" && pwd)

PKGS="$*"
[ -n "$PKGS" ] || PKGS=$(awk -F'|' '!/^#/ && NF { gsub(/ /, "", $1); print $1 }' "$HERE/packages")

# build PKG: fetch, configure, make with cc.sh.
build () {
	pkg=$1
	line=$(awk -F'|' -v p="$pkg" '!/^#/ { n = $1; gsub(/ /, "", n); if (n == p) print }' "$HERE/packages")
	[ -n "$line" ] || die "$pkg is not in $HERE/packages"
	conf=$(echo "$line" | awk -F'|' '{ gsub(/^ +| +$/, "", $2); print $2 }')
	margs=$(echo "$line" | awk -F'|' '{ gsub(/^ +| +$/, "", $3); print $3 }')
	dir=$OUT/$pkg
	mkdir -p "$dir"
	rm -rf "$dir/src" "$dir"/*.jsonl
	: >"$dir/build.log"	# each run's own lines: make appends to it
	mkdir "$dir/src"
	(cd "$dir" && apt-get -q source --download-only "$pkg" >"$dir/fetch.log" 2>&1) ||
		die "apt-get source $pkg failed (a deb-src line for bookworm?): see $dir/fetch.log"
	dpkg-source -x "$dir"/"$pkg"_*.dsc "$dir/src/tree" >>"$dir/fetch.log" 2>&1 ||
		die "dpkg-source -x $pkg failed: see $dir/fetch.log"
	echo "corpus: $pkg: building"
	(
		cd "$dir/src/tree" || exit 1
		if [ "$conf" != - ]; then
			CC=$GCC sh -c "$conf" >>"$dir/build.log" 2>&1 || exit 1
		fi
		CORPUS_GCC=$GCC CORPUS_PLUGIN=$PLUGIN CORPUS_OUT=$dir
		CORPUS_LEVELS=$LEVELS
		export CORPUS_GCC CORPUS_PLUGIN CORPUS_OUT CORPUS_LEVELS
		eval make -k CC="$HERE/cc.sh" "$margs" >>"$dir/build.log" 2>&1
	) || echo "corpus: $pkg: the build had errors (see $dir/build.log); counting what compiled"
	grep "^corpus:" "$dir/build.log" | sed "s|^|  |"
}

if [ $COMPARE_ONLY = 0 ]; then
	for p in $PKGS; do
		build "$p"
	done
fi

# "PKG FILE FUNCTION" per protected function at LEVEL, sorted, unique.
found () {
	for p in $PKGS; do
		f=$OUT/$p/$1.jsonl
		[ -f "$f" ] || continue
		sed -n 's/.*"file":"\([^"]*\)".*"function":"\([^"]*\)".*/\1 \2/p' "$f" |
			awk -v p="$p" '{ n = split($1, a, "/"); print p, a[n], $2 }'
	done | sort -u
}

truth=$(mktemp) && trap 'rm -f "$truth" "$truth".*' EXIT
for p in $PKGS; do
	awk -v p="$p" '!/^#/ && $1 == p { print $1, $2, $3, $4 }' "$HERE/truth"
done | sort -u >"$truth"
awk '{ print $1, $2, $3 }' "$truth" | sort -u >"$truth.keys"
total=$(wc -l <"$truth.keys")

printf '%-10s %6s %6s %6s %6s\n' level real found missed "false+"
for level in $LEVELS; do
	found "$level" >"$truth.$level"
	hit=$(comm -12 "$truth.keys" "$truth.$level" | wc -l)
	fp=$(comm -13 "$truth.keys" "$truth.$level" | wc -l)
	printf '%-10s %6d %6d %6d %6d\n' "$level" "$total" "$hit" \
		$((total - hit)) "$fp"
done
for level in $LEVELS; do
	echo
	echo "$level: missed (package file function shape)"
	comm -23 "$truth.keys" "$truth.$level" | while read -r p f fn; do
		awk -v p="$p" -v f="$f" -v fn="$fn" \
			'$1 == p && $2 == f && $3 == fn { print "  " $0 }' "$truth"
	done
	echo "$level: false positives (package file function)"
	comm -13 "$truth.keys" "$truth.$level" | sed 's/^/  /'
done
