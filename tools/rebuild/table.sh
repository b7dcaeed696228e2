#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# table.sh -- REBUILD.md's table from the result.json files of a rebuild.
#
#   sh tools/rebuild/table.sh [build/rebuild]
#
# One row per package that built plain, then the totals, then the packages
# whose plain build already fails here (not counted).

OUT=${1:-build/rebuild}
# Functions the auto level protected that are not signal handlers
# (REBUILD.md says why for each): "package function" a line.
EXTRA=${2:-$(dirname "$0")/not-handlers}

# The string or number of member KEY in FILE (our own one-object JSON).
get () {
	sed -n "s/.*\"$2\": *\"\\([^\"]*\\)\".*/\\1/p; t; s/.*\"$2\": *\\([0-9][0-9]*\\).*/\\1/p" "$1" | head -n 1
}
# The members of list KEY, function names only, comma-separated.
list () {
	tr -d '\n' < "$1" | sed -n "s/.*\"$2\": *\\[\\([^]]*\\)\\].*/\\1/p" \
		| tr ',' '\n' | sed 's/^ *"//; s/" *$//; s/.*://; /^$/d' | sort -u | tr '\n' ' ' | sed 's/ $//; s/ /, /g'
}

# A test summary, short: DejaGnu's, automake's and zlib's ("*** zlib test
# OK ***", one per test program) counts added up.
short () {
	printf '%s\n' "$1" | awk -F'; ' '{
		p = f = 0; other = ""
		for (i = 1; i <= NF; i++) {
			s = $i; x = 1
			if (match (s, / \(x[0-9]+\)$/)) { x = substr (s, RSTART + 3, RLENGTH - 4) + 0; s = substr (s, 1, RSTART - 1) }
			if (s ~ /^# of expected passes/ || s ~ /^# PASS:/) { sub (/.*[^0-9]/, "", s); p += s * x }
			else if (s ~ /^# of unexpected (failures|successes)/ || s ~ /^# (FAIL|ERROR|XPASS):/) { sub (/.*[^0-9]/, "", s); f += s * x }
			else if (s ~ /^\*\*\* .*tests? OK \*\*\*$/) p += x
			else if (s ~ /^\*\*\* .*tests? FAILED \*\*\*$/) f += x
			else if (s ~ /^# (TOTAL|SKIP|XFAIL):/ || s ~ /^# of (expected failures|unsupported|untested)/) { }
			else other = other (other == "" ? "" : "; ") $i
		}
		if (p + f) printf "%d passed, %d failed%s", p, f, other == "" ? "" : "; " other
		else printf "%s", other
	}'
}

n=0 ok=0 regress=0 prot=0 unexp=0 fails= none=0 none_same=0 rows_ok=0
treal=0 textra=0 tthunk=0
printf '| package | version | plain | cld | tests (plain = cld?) | under dfleak --leak=set: plain / cld | protected | handlers / extra clds (names) | unexpected | ELF files identical | plain s | cld s | compile lines with the specs (cld build) | cld commit | verdict |\n'
printf '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n'
for r in "$OUT"/*/result.json; do
	[ -f "$r" ] || continue
	pkg=$(get "$r" package)
	verdict=$(get "$r" verdict)
	if [ "$verdict" = PLAIN-FAILS ] || [ "$(get "$r" plain_build)" != ok ]; then
		fails="$fails
- $pkg $(get "$r" version): $(get "$r" why)"
		continue
	fi
	n=$((n + 1))
	pt=$(get "$r" plain_tests) ct=$(get "$r" cld_tests)
	[ "$(get "$r" cld_build)" = ok ] && ok=$((ok + 1))
	if [ "$pt" = "$ct" ]; then same="same: $(short "$ct")"; else same="DIFFER: $(short "$pt") / $(short "$ct")"; regress=$((regress + 1)); fi
	pd=$(get "$r" plain_dfleak_tests) cd=$(get "$r" cld_dfleak_tests)
	case $pd in *\;*) pd="${pd%%;*}; $(short "$(echo "$pd" | sed 's/^[^;]*; //; s/; [0-9?]*s$//')"); ${pd##*; }";; esac
	case $cd in *\;*) cd="${cd%%;*}; $(short "$(echo "$cd" | sed 's/^[^;]*; //; s/; [0-9?]*s$//')"); ${cd##*; }";; esac
	np=$(get "$r" n_protected) nu=$(get "$r" n_unexpected)
	prot=$((prot + ${np:-0})) unexp=$((unexp + ${nu:-0}))
	# No handler found: the controls, whose ELF files must all be identical.
	[ "$verdict" = OK ] && rows_ok=$((rows_ok + 1))
	if [ "${np:-0}" = 0 ] && [ "$verdict" = OK ]; then
		none=$((none + 1))
		[ "$(get "$r" identical_elf_files)" = "$(get "$r" elf_files)" ] && none_same=$((none_same + 1))
	fi
	names=$(list "$r" protected)
	# Each protected name's detection level from the report, and the
	# names listed as extra clds: real handlers and extra clds apart.
	ne=0 na=0 nx=0 xs=
	for f in $(echo "$names" | tr -d ,); do
		# By the symbol: a C++ "function" is the full declaration.
		if grep -qE "\"(function|asm)\":\"$f\".*\"level\":\"exact\"" "${r%/result.json}/report.jsonl" 2>/dev/null; then
			ne=$((ne + 1))
		else
			na=$((na + 1))
		fi
		if grep -qx "$pkg $f" "$EXTRA" 2>/dev/null; then
			nx=$((nx + 1)) xs="$xs${xs:+, }$f"
		fi
	done
	real=$(( $(echo "$names" | tr -d , | wc -w) - nx ))
	treal=$((treal + real)) textra=$((textra + nx))
	cls="$real real / $nx extra${xs:+ ($xs)}; $ne exact, $na auto"
	# cld's thunks (cld_thunk.F: cld, then F) for handlers registered
	# where they may not be defined: the handlers F, how many functions
	# register through them, and which map a value through them at run
	# time (REBUILD.md checks each by hand).
	nt=$(get "$r" n_thunks)
	if [ "${nt:-0}" != 0 ]; then
		tn=$(list "$r" thunks | sed 's/cld_thunk\.//g')
		mp=$(tr -d '\n' < "$r" | sed -n 's/.*"mapped": *\[\([^]]*\)\].*/\1/p' \
			| grep -o '"function": *"[^"]*"' | sed 's/.*"\([^"]*\)"$/\1/' | sort -u \
			| tr '\n' ' ' | sed 's/ $//; s/ /, /g')
		cls="$cls; $nt thunks (to $tn), $(get "$r" n_rerouted) functions registering through them, $(get "$r" n_mapped) mapping through them${mp:+ ($mp)}"
		tthunk=$((tthunk + nt))
	fi
	au=$(get "$r" audit)
	[ -z "$au" ] || cls="$cls; audit: $au"
	printf '| %s | %s | %s | %s | %s | %s / %s | %s%s | %s | %s | %s/%s | %s | %s | %s | %s | %s |\n' \
		"$pkg" "$(get "$r" version)" "$(get "$r" plain_build)" "$(get "$r" cld_build)" \
		"$same" "$pd" "$cd" \
		"${np:-0}" "${names:+ ($names)}" "$cls" "${nu:-0}" \
		"$(get "$r" identical_elf_files)" "$(get "$r" elf_files)" \
		"$(get "$r" plain_time_s)" "$(get "$r" cld_time_s)" \
		"$(get "$r" cld_flags_reach)" "$(get "$r" cld_commit)" \
		"$verdict"
done
printf '\nTotals: %d packages, %d cld builds ok, %d test regressions, %d handlers protected, %d unexpected changes.\n' \
	"$n" "$ok" "$regress" "$prot" "$unexp"
printf 'Functions (names once per package): %d real handlers, %d extra clds (not handlers).\n' "$treal" "$textra"
[ "$tthunk" = 0 ] || printf 'cld thunks (for handlers registered where they may not be defined): %d.\n' "$tthunk"
printf '%d rows OK: %d packages with handlers protected; %d with none, %d of them with every ELF file identical.\n' \
	"$rows_ok" "$((rows_ok - none))" "$none" "$none_same"
if [ -n "$fails" ]; then
	printf '\nPlain build fails here (not counted):%s\n' "$fails"
fi
