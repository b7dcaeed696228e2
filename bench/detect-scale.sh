#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Compile times of gen-detect-stress.sh units of growing size, with and
# without handler detection, to show the analysis is linear:
#
#   bench/detect-scale.sh [GCC] [OPT] [N...]   (default gcc, -O0, 1000 2000 5000 10000)
#
# Prints, per N: seconds without the plugin, with detect=none, with
# detect=auto (best of three runs each); the CPU time of the detection
# pass alone and its graph size (nodes/edges), from its dump; and the
# number of cld emitted (must be N).
set -eu
gcc=${1:-gcc}; opt=${2:--O0}
[ $# -ge 2 ] && shift 2 || shift $#
sizes=${*:-1000 2000 5000 10000}
top=$(cd "$(dirname "$0")/.." && pwd)
plugin=$(make -s -C "$top" print-plugin GCC="$gcc")
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

secs () {	# best of three wall times of "$@", in seconds
	best=
	for r in 1 2 3; do
		s=$(date +%s.%N); "$@" >/dev/null 2>&1; e=$(date +%s.%N)
		t=$(echo "$s $e" | awk '{ printf "%.2f", $2 - $1 }')
		best=$(echo "${best:-$t} $t" | awk '{ print ($2 < $1) ? $2 : $1 }')
	done
	echo "$best"
}

printf '%-7s %-4s %9s %11s %11s %9s %13s %6s\n' N opt no-plugin detect=none detect=auto detect-s nodes/edges cld
for n in $sizes; do
	"$top/bench/gen-detect-stress.sh" "$n" > "$tmp/s.c"
	a=$(secs "$gcc" $opt -S "$tmp/s.c" -o "$tmp/a.s")
	b=$(secs "$gcc" $opt -S -fplugin="$plugin" -fplugin-arg-cld-detect=none "$tmp/s.c" -o "$tmp/b.s")
	c=$(secs "$gcc" $opt -S -fplugin="$plugin" -fplugin-arg-cld-detect=auto "$tmp/s.c" -o "$tmp/c.s")
	# GCC parses -fdump-ipa-NAME before plugins add their passes, so
	# only -fdump-ipa-all reaches the cld-detect dump.
	rm -rf "$tmp/d"; mkdir "$tmp/d"
	"$gcc" $opt -S -fplugin="$plugin" -fdump-ipa-all-details -dumpdir "$tmp/d/" \
		"$tmp/s.c" -o "$tmp/c.s"
	p=$(cat "$tmp"/d/*cld-detect | awk '/s CPU/ { print $2 }')
	g=$(cat "$tmp"/d/*cld-detect | awk '/nodes,/ { print $2 "/" $4 }')
	k=$(grep -c '	cld$' "$tmp/c.s" || true)
	printf '%-7s %-4s %9s %11s %11s %9s %13s %6s\n' "$n" "$opt" "$a" "$b" "$c" "${p:-?}" "${g:-?}" "$k"
done
