#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# cmp-cost.sh [N] -- the instructions one extra cld costs in a hot
# comparator (REBUILD.md "What an extra cld costs"): cmp-cost.c built
# twice with the plugin, its comparator protected or not, qsort of N ints
# (default 100000) under callgrind; prints both counts and the difference
# per comparator call.  Instruction counts, not time: the same every run.
#   PLUGIN=path/to/cld.so (default: this tree's, 'make print-plugin')
set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
n=${1:-100000}
plugin=${PLUGIN:-$(make -s -C "$TOP" print-plugin)}
cc=${CC:-gcc}
[ -f "$plugin" ] || { echo "cmp-cost: no plugin $plugin: run make first" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "cmp-cost: needs valgrind (apt-get install valgrind)" >&2; exit 2; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
for v in plain cld; do
	def=; [ $v = cld ] && def=-DCMP_CLD
	$cc -O2 -fplugin="$plugin" $def -o "$tmp/$v" "$TOP/tools/rebuild/cmp-cost.c" || exit 2
	valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.$v" "$tmp/$v" "$n" \
		> "$tmp/out.$v" 2> "$tmp/err.$v" || { cat "$tmp/err.$v" >&2; exit 2; }
	eval "calls_$v=\$(sed -n 's/ comparator calls//p' \"\$tmp/out.\$v\")"
	eval "total_$v=\$(callgrind_annotate \"\$tmp/cg.\$v\" | sed -n 's/^\([0-9,]*\) .*PROGRAM TOTALS.*/\1/p' | tr -d ,)"
	eval "cmp_$v=\$(callgrind_annotate \"\$tmp/cg.\$v\" | sed -n 's/^\([0-9,]*\) .*:cc_compare .*/\1/p' | tr -d ,)"
	first=$(objdump -d --no-show-raw-insn "$tmp/$v" | grep -A1 '<cc_compare>:' | tail -n 1 | awk '{ print $2 }')
	echo "$v: comparator's first instruction $first; $(eval echo \$calls_$v) calls; comparator $(eval echo \$cmp_$v) instructions, program $(eval echo \$total_$v)"
done
awk -v c="$calls_cld" -v tp="$total_plain" -v tc="$total_cld" -v cp="$cmp_plain" -v cc="$cmp_cld" 'BEGIN {
	printf "extra cld: %d instructions (%.3f a call); comparator %.2f -> %.2f a call (+%.1f%%), program +%.2f%%\n",
		tc - tp, (tc - tp) / c, cp / c, cc / c, 100 * (cc - cp) / cp, 100 * (tc - tp) / tp }'
