#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Worker of run-torture.sh: runs every configuration of one corpus on each
# FILE given and prints one line per (configuration, file):
#
#   STATUS <tab> CONFIG <tab> FILE <tab> DETAIL
#
# STATUS is PASS, SKIP (plain gcc rejects the file, cannot run it, or
# crashes itself: nothing to compare against) or FAIL (an ICE, a compile
# that fails only with the plugin, a diagnostic only the plugin gives, or
# an execute test that passes only without it).  The environment carries
# the rest: T_GCC, T_PLUGIN, T_CORPUS, T_CONFIGS (lines "NAME|OPTS|ARGS"),
# T_DIALECT (options before every configuration's), T_TIMEOUT,
# T_RUN_TIMEOUT, T_OUT.
set -u
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-torture.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# ice_re, same_diagnostics
. "$(dirname "$0")/compare.sh"

# compile OUT-PREFIX OPTS... -- FILE: compile (execute corpus: and link)
# FILE; sets rc.  Output in OUT-PREFIX.err.
compile () {
	pfx=$1; shift
	if [ "$T_CORPUS" = execute ]; then
		set -- "$@" -o "$pfx.exe" -lm
	else
		set -- "$@" -c -o "$pfx.o"
	fi
	rm -f "$pfx.exe" "$pfx.o"
	# shellcheck disable=SC2086 # a word list
	timeout "$T_TIMEOUT" "$T_GCC" ${T_DIALECT:-} "$@" >"$pfx.err" 2>&1
	rc=$?
}

keep () {	# keep the evidence of a failure
	mkdir -p "$T_OUT/fail"
	cp "$tmp/p.err" "$T_OUT/fail/$1.$(basename "$2").err" 2>/dev/null
}

for file; do
	base_opts=unset
	while IFS='|' read -r name opts args; do
		# shellcheck disable=SC2086 # OPTS and ARGS are word lists
		set -- $opts
		# Baseline: plain gcc with the same options, once per option set.
		if [ "$opts" != "$base_opts" ]; then
			base_opts=$opts
			compile "$tmp/b" "$@" "$file"; brc=$rc
			bout=
			if [ "$T_CORPUS" = execute ] && [ $brc = 0 ]; then
				(cd "$tmp" && timeout "$T_RUN_TIMEOUT" ./b.exe >/dev/null 2>&1); brun=$?
			fi
		fi
		pargs="-fplugin=$T_PLUGIN -fplugin-arg-cld-verify=yes"
		for a in $args; do pargs="$pargs -fplugin-arg-cld-$a"; done
		# shellcheck disable=SC2086
		compile "$tmp/p" "$@" $pargs "$file"; prc=$rc
		if grep -Eq "$ice_re" "$tmp/p.err"; then
			if grep -Eq "$ice_re" "$tmp/b.err"; then
				printf 'SKIP\t%s\t%s\tgcc crashes without the plugin too\n' "$name" "$file"
			else
				keep "$name" "$file"
				printf 'FAIL\t%s\t%s\tICE: %s\n' "$name" "$file" \
					"$(grep -Em1 "$ice_re" "$tmp/p.err")"
			fi
			continue
		fi
		if [ $brc != 0 ]; then
			printf 'SKIP\t%s\t%s\tplain gcc: %s\n' "$name" "$file" \
				"$( [ $brc = 124 ] && echo timeout || echo rejected)"
			continue
		fi
		if [ $prc != 0 ]; then
			keep "$name" "$file"
			printf 'FAIL\t%s\t%s\t%s\n' "$name" "$file" "$( [ $prc = 124 ] &&
				echo "compile timed out (plain gcc did not)" ||
				echo "fails only with the plugin: $(grep -m1 -E ': (fatal )?error: ' "$tmp/p.err")")"
			continue
		fi
		if ! same_diagnostics; then
			keep "$name" "$file"
			printf 'FAIL\t%s\t%s\tdiagnostic only with the plugin: %s\n' "$name" "$file" \
				"$(diff "$tmp/b.err" "$tmp/p.err" | grep -m1 '^>' | cut -c3-)"
			continue
		fi
		if [ "$T_CORPUS" = execute ]; then
			if [ "$brun" != 0 ]; then
				printf 'SKIP\t%s\t%s\tplain gcc build fails at run time (%s)\n' "$name" "$file" "$brun"
				continue
			fi
			# Exit status only, as GCC's own torture driver: some
			# tests print stack addresses, which ASLR changes.
			(cd "$tmp" && timeout "$T_RUN_TIMEOUT" ./p.exe >/dev/null 2>&1); prun=$?
			if [ $prun != 0 ]; then
				keep "$name" "$file"
				printf 'FAIL\t%s\t%s\truns without the plugin, exit %s with it\n' "$name" "$file" "$prun"
				continue
			fi
		fi
		printf 'PASS\t%s\t%s\t\n' "$name" "$file"
	done <"$T_CONFIGS"
done
