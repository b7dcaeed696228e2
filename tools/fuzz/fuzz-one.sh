#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Worker of run-fuzz.sh: for each SEED, generate a csmith program, build
# it with plain gcc and with every configuration of F_CONFIGS ("NAME|ARGS"
# lines), run each build and compare checksums.  One line per (seed,
# configuration):
#
#   STATUS <tab> SEED <tab> OPTIONS <tab> CONFIG <tab> DETAIL
#
# STATUS is PASS, SKIP (plain gcc cannot build the program or it does not
# finish in time: nothing to compare) or FAIL (an ICE, a diagnostic only
# the plugin gives, a build that fails only with it, another checksum).
# The environment: F_GCC, F_PLUGIN, F_CONFIGS, F_OUT, F_TIMEOUT,
# F_RUN_TIMEOUT, F_CSMITH_FLAGS, F_M32_RUNS (yes/no), F_HANDLER (the
# -include file).
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-fuzz.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
# ice_re, same_diagnostics
. "$(dirname "$0")/../torture/compare.sh"
levels="-O0 -O1 -O2 -O3 -Os"

for seed; do
	# The -O level and the ABI rotate with the seed.
	level=$(echo $levels | cut -d' ' -f$((seed % 5 + 1)))
	abi=$( [ $((seed / 5 % 2)) = 0 ] && echo -m64 || echo -m32)
	opts="$level $abi"
	run=yes
	[ $abi = -m32 ] && [ "$F_M32_RUNS" != yes ] && run=no
	# shellcheck disable=SC2086 # F_CSMITH_FLAGS is a word list
	if ! csmith --seed "$seed" $F_CSMITH_FLAGS -o "$tmp/p.c" >/dev/null 2>&1; then
		printf 'SKIP\t%s\t%s\t*\tcsmith failed\n' "$seed" "$opts"; continue
	fi
	cflags="$opts -w -I/usr/include/csmith -include $F_HANDLER"
	# shellcheck disable=SC2086
	timeout "$F_TIMEOUT" "$F_GCC" $cflags "$tmp/p.c" -o "$tmp/b.exe" >"$tmp/b.err" 2>&1; brc=$?
	if [ $brc != 0 ]; then
		printf 'SKIP\t%s\t%s\t*\tplain gcc cannot build it\n' "$seed" "$opts"; continue
	fi
	if [ $run = yes ]; then
		timeout "$F_RUN_TIMEOUT" "$tmp/b.exe" >"$tmp/b.out" 2>&1; brun=$?
		if [ $brun != 0 ]; then
			printf 'SKIP\t%s\t%s\t*\tplain build does not finish cleanly (%s)\n' "$seed" "$opts" $brun
			continue
		fi
	fi
	while IFS='|' read -r name args; do
		pargs="-fplugin=$F_PLUGIN -fplugin-arg-cld-verify=yes"
		for a in $args; do pargs="$pargs -fplugin-arg-cld-$a"; done
		# shellcheck disable=SC2086
		timeout "$F_TIMEOUT" "$F_GCC" $cflags $pargs "$tmp/p.c" -o "$tmp/p.exe" >"$tmp/p.err" 2>&1; prc=$?
		why=
		if grep -Eq "$ice_re" "$tmp/p.err"; then
			why="ICE: $(grep -Em1 "$ice_re" "$tmp/p.err")"
		elif [ $prc != 0 ]; then
			why="fails only with the plugin: $(grep -m1 -E ': (fatal )?error: ' "$tmp/p.err")"
		elif ! same_diagnostics; then
			why="diagnostic only with the plugin: $(diff "$tmp/b.err" "$tmp/p.err" | grep -m1 '^>' | cut -c3-)"
		elif [ $run = yes ]; then
			timeout "$F_RUN_TIMEOUT" "$tmp/p.exe" >"$tmp/p.out" 2>&1; prun=$?
			if [ $prun != 0 ]; then
				why="plain build exits 0, this one $prun"
			elif ! cmp -s "$tmp/b.out" "$tmp/p.out"; then
				why="output differs: $(diff "$tmp/b.out" "$tmp/p.out" | grep -m1 '^>' | cut -c3-); plain gcc: $(grep -m1 '^checksum' "$tmp/b.out")"
			fi
		fi
		if [ -n "$why" ]; then
			why=$(printf '%s' "$why" | tr '\t\n' '  ')
			# Keep the input: tools/fuzz/reduce.sh takes it from here.
			mkdir -p "$F_OUT/fail"
			cp "$tmp/p.c" "$F_OUT/fail/seed-$seed.c"
			printf '%s %s %s\n' "$F_GCC $cflags" "$pargs" "$why" >>"$F_OUT/fail/seed-$seed.txt"
			printf 'FAIL\t%s\t%s\t%s\t%s\n' "$seed" "$opts" "$name" "$why"
		else
			printf 'PASS\t%s\t%s\t%s\t%s\n' "$seed" "$opts" "$name" \
				"$( [ $run = yes ] && cat "$tmp/b.out" || echo "compile only: this kernel cannot run $abi")"
		fi
	done <"$F_CONFIGS"
done
