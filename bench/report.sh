#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# report.sh -- bench/RESULTS.md (to stdout) and bench/compile-time.png from
# the raw numbers bench.sh left in OUT (raw.tsv: GCC KIND CONFIG ROUND VALUE,
# stamp.GCC.STAGE: when and from which commit each stage was measured,
# version.GCC: its version).
#
#   report.sh OUT "GCCS" [OLD-RESULTS.md]
#
# A compiler with a section in OLD-RESULTS.md but no numbers in OUT (they
# were measured on another machine or checkout; raw.tsv is not kept in
# git) keeps that section as it was.
set -eu
out=$1 gccs=$2 old=${3:-/dev/null}
top=$(cd "$(dirname "$0")/.." && pwd)
raw=$out/raw.tsv
repeat=$(awk -F'\t' '$2 == "cpu" && $4 > m { m = $4 } END { print m + 0 }' "$raw")
[ -f "$old" ] || old=/dev/null
kept=$(sed -n 's/^## \(gcc-[^ ]*\)$/\1/p' "$old" | while read -r g; do
	case " $gccs " in *" $g "*) ;; *) echo "$g" ;; esac
done)
# Newest compiler first.
all=$(printf '%s\n' $gccs $kept | sort -t- -k2,2nr | tr '\n' ' ')

# version_of GCC: as bench.sh recorded it, else (a section kept from the
# old report) the old report's header, else from the compiler: a run in
# another chroot has another gcc-N under the same name.
version_of () {
	v=
	[ -f "$out/version.$1" ] && v=$(cat "$out/version.$1")
	[ -n "$v" ] || v=$(sed -n "s/^- compilers: .*$1 \([^;]*\);.*/\1/p" "$old")
	[ -n "$v" ] || ! command -v "$1" >/dev/null || v=$("$1" -dumpfullversion)
	echo "$v"
}
# kept_sub GCC TITLE: the subsection "### TITLE..." of GCC's section of
# the old report: a stage not measured this time keeps what it showed.
kept_sub () {
	awk -v h="## $1" -v t="### $2" '$0 == h { in_g = 1; next }
		in_g && (/^## / || /^!\[/) { exit }
		in_g && /^### / { p = index($0, t) == 1 }
		in_g && p' "$old"
}
# kept_stamp GCC STAGE: the old report's "STAGE when, commit" of GCC.
kept_stamp () {
	awk -v h="## $1" -v s="$2" '$0 == h { in_g = 1; next }
		in_g && /^## / { exit }
		in_g && /^Measured: / {
			sub(/^Measured: /, ""); n = split($0, a, /; /)
			for (i = 1; i <= n; i++)
				if (index(a[i], s " ") == 1) { print substr(a[i], length(s) + 2); exit }
		}' "$old"
}
# kept_section GCC: its section of the old report, up to the next one.
kept_section () {
	awk -v h="## $1" '$0 == h { p = 1; print; next }
		p && (/^## / || /^!\[/) { exit } p' "$old"
}

# ratio_table GCC KIND UNIT: per configuration the median value and the
# median and min..max of the per-round ratios to plain gcc.
ratio_table () {
	awk -F'\t' -v g="$1" -v k="$2" -v unit="$3" '
		function median(a, m,   i, j, t) {
			for (i = 1; i <= m; i++)
				for (j = i + 1; j <= m; j++)
					if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t }
			return m % 2 ? a[(m + 1) / 2] : (a[m / 2] + a[m / 2 + 1]) / 2
		}
		$1 == g && $2 == k {
			v[$3, $4] = $5
			if (!($3 in seen)) { seen[$3] = 1; order[++n] = $3 }
			if ($4 > rounds) rounds = $4
		}
		END {
			printf "| configuration | median %s | ratio to plain gcc: median (min..max of %d rounds) |\n", unit, rounds
			printf "|---|---|---|\n"
			for (i = 1; i <= n; i++) {
				c = order[i]; split("", a); split("", q); mn = 1e9; mx = -1e9
				for (r = 1; r <= rounds; r++) {
					a[r] = v[c, r]; q[r] = v[c, r] / v["plain", r]
					if (q[r] < mn) mn = q[r]
					if (q[r] > mx) mx = q[r]
				}
				printf "| %s | %.4g | %.4f (%.4f..%.4f) |\n", c, median(a, rounds), median(q, rounds), mn, mx
			}
		}' "$raw"
}

cat <<HEAD
# cld benchmarks

Written by \`bench/bench.sh\` (\`make bench\`); do not edit by hand.

- written: $(date -u '+%Y-%m-%d %H:%M UTC'); each compiler's section says when, and from which commit, each of its stages was measured (\`BENCH_STAGES\` re-runs some and keeps the rest)
- machine: $(nproc) CPUs, $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -n 1), Linux $(uname -r)
- compilers: $(for g in $all; do printf '%s; ' "$g $(version_of "$g")"; done)
- wall-clock measurements: all configurations in turn in each round (the tables say how many rounds)
- plain = \`gcc -O2\`, -mcld = \`gcc -O2 -mcld\`, cld = \`gcc -O2 -fplugin=cld.so\` (mode=handlers, detect=auto: the defaults); mode=X and detect=X = the plugin with \`-fplugin-arg-cld-mode=X\` / \`-fplugin-arg-cld-detect=X\`

HEAD

# has GCC KIND-ERE: raw.tsv has numbers of that kind for GCC.  A stage
# that was not measured for a compiler prints nothing (a run of some
# stages on a fresh checkout has only those).
has () {
	awk -F'\t' -v g="$1" -v k="^($2)$" '$1 == g && $2 ~ k { f = 1; exit } END { exit !f }' "$raw"
}

section_time () {
	has "$1" cpu || { kept_sub "$1" 'Compile time'; return 0; }
	g=$1
	cat <<EOF
### Compile time: sqlite3.c (the SQLite amalgamation, $(wc -l <"$out/sqlite3.c") lines), -O2

cc1's own user+sys seconds (the TOTAL line of \`-ftime-report\`, which every
configuration gets), so that the driver and the assembler add no noise:

$(ratio_table "$g" cpu s)

GCC's \`plugin execution\` line (TV_PLUGIN_RUN, which cld's passes use),
as a share of cc1's total.  Read it as an upper bound: once any plugin is
loaded, GCC pushes this timevar around every plugin event it raises -- two
per pass per function (PLUGIN_OVERRIDE_GATE, PLUGIN_PASS_EXECUTION) and
more per declaration -- whether or not the plugin listens, and under
\`-ftime-report\` every push reads the clocks.  Most of the line is that
dispatch and timing, not cld's work: with detection and the asm audit off,
when cld's only pass is a one-line gate, it still reads ~0.6 s on
sqlite3.c -O0.  The instruction counts below are the honest figure.

| configuration | TV_PLUGIN_RUN, mean s | share of the compile |
|---|---|---|
$(awk -F'\t' -v g="$g" '$1 == g && $2 == "cpu" { t[$3] += $5 } $1 == g && $2 == "plugin" { p[$3] += $5; n[$3]++ }
	END { for (c in p) printf "| %s | %.3f | %.3f %% |\n", c, p[c] / n[c], 100 * p[c] / t[c] }' "$raw" | sort)

EOF
}

section_insns () {
	has "$1" 'insns-.*' || { kept_sub "$1" 'Compile instructions'; return 0; }
	g=$1
	cat <<EOF
### Compile instructions (callgrind, driver + cc1, \`-S\`)

Instructions executed by the whole compile, summed over every process
(\`valgrind --tool=callgrind --trace-children=yes\`): repeatable to the
instruction for the same binaries and input, whatever else the machine does.
Differences under ~0.1 % are not cld's work, though: loading any plugin
moves cc1's heap, which changes pointer hashes and when the garbage
collector runs (detect=none, which does less than plain gcc plus a plugin
load, can come out below plain).  sqlite3.c is measured plain and with
cld's defaults only: at -O2 each compile runs ~30 minutes under callgrind.

$(for k in $(awk -F'\t' -v g="$g" '$1 == g && $2 ~ /^insns-/ { print $2 }' "$raw" | sort -u); do
	echo "$k" | sed 's/^insns-//; s/@/.c, /; s/^/**/; s/$/**/'
	echo
	echo "| configuration | instructions | ratio to plain gcc | change |"
	echo "|---|---|---|---|"
	awk -F'\t' -v g="$g" -v k="$k" '$1 == g && $2 == k { v[++n] = $5; c[n] = $3; if ($3 == "plain") p = $5 }
		END { for (i = 1; i <= n; i++) printf "| %s | %d | %.5f | %+.2f %% |\n", c[i], v[i], v[i] / p, 100 * (v[i] / p - 1) }' "$raw"
	echo
done)

EOF
}

section_size () {
	has "$1" 'text|handler-bytes' || { kept_sub "$1" 'Code size'; return 0; }
	g=$1
	printf '### Code size\n\n'
	has "$g" text && cat <<EOF
sqlite3.c \`.text\` bytes.  It registers no signal handler; detect=auto
protects one function anyway, \`void sqlite3_soft_heap_limit (int)\`, whose
address goes into the exported API table (the documented "harmless extra
cld" of auto), and its one byte disappears into the padding between
functions:

| configuration | .text bytes | change against plain gcc |
|---|---|---|
$(awk -F'\t' -v g="$g" '$1 == g && $2 == "text" && $4 == 1 { v[++n] = $5; c[n] = $3; if ($3 == "plain") p = $5 }
	END { for (i = 1; i <= n; i++) printf "| %s | %d | %+d |\n", c[i], v[i], v[i] - p }' "$raw")

mode=mcld's \`.text\` (with detect=none, as above) is byte-identical to -mcld's: **$(awk -F'\t' -v g="$g" '$1 == g && $2 == "mcld-identical" { print $5 }' "$raw")**.

EOF
	has "$g" handler-bytes && cat <<EOF
Bytes added per protected handler (default mode; function sizes from
\`nm -S\`, so that alignment padding between functions does not count):

| unit | handlers protected (report lines) | bytes added | functions changed | changed by other than 1 byte |
|---|---|---|---|---|
$(awk -F'\t' -v g="$g" '$1 == g && $2 == "handler-bytes" { split($5, f, " "); printf "| %s.c | %d | %d | %d | %d |\n", $3, f[1], f[2], f[3], f[4] }' "$raw")

EOF
	return 0
}

section_run () {
	has "$1" 'sigloop|strloop' || { kept_sub "$1" 'Run time'; return 0; }
	g=$1
	cat <<EOF
### Run time

One signal delivery and handler (\`bench/sigloop.c\`: raise(SIGUSR1) to
itself in a loop), ns per iteration:

$(ratio_table "$g" sigloop ns)

A hot loop of inline string instructions (\`bench/strloop.c\`, built with
\`-minline-all-stringops -mstringop-strategy=rep_byte\`), ns per iteration:

$(ratio_table "$g" strloop ns)

EOF
}

section_scale () {
	[ -f "$out/$1-detect-scale.txt" ] || { kept_sub "$1" 'Detection stress'; return 0; }
	g=$1
	cat <<EOF
### Detection stress (\`bench/detect-scale.sh $g -O0\`)

Units of N handlers and N registrations from \`bench/gen-detect-stress.sh\`:
seconds (best of three) without the plugin, with detection off and on, the
detection pass's own CPU seconds and graph size, and the cld count (must
be N):

\`\`\`
$(cat "$out/$g-detect-scale.txt")
\`\`\`

EOF
}

section_floor () {
	has "$1" 'floor-.*' || { kept_sub "$1" 'Over the floor'; return 0; }
	g=$1
	cat <<EOF
### Over the floor (callgrind, driver + cc1, \`-S\`)

What cld costs over what loading any plugin costs.  The floor is
bench/floor.c built with cld.so's flags: \`floor\` an empty plugin
(plugin_init returns 0), \`floor+pass\` the same with one RTL pass that
does nothing.  Both move cc1's heap and turn on GCC's plugin event
dispatch, which no plugin can avoid.  "over the floor" is the
configuration's excess over its floor, as a share of plain gcc: cld over
\`floor\`, detect=none (no detection, the insert pass's gate only) over
\`floor+pass\`, mode=mcld over \`-mcld\` plus the floor's own cost.
\`disable\` is cld.so loaded with \`-fplugin-arg-cld-disable\`: its
imports resolved (GCC loads plugins RTLD_NOW), its arguments read, its
attribute registered, nothing else; its excess is the part of cld's
that no change to cld's passes can remove.  cld@NAME is another
build of cld (\`BENCH_CLD_VARIANTS\`, e.g. an earlier commit's), over
\`floor\` as cld.
thunk-50: a unit that registers 50 handlers it only declares
(bench/gen-thunk-stress.sh), so 50 thunks, each compiled with the
unit's optimization options but -fwrapv; thunk-1 the same with one.
zlib: the sum of 17 compiles, one per unit (from GCC 14 on with
-DHAVE_UNISTD_H, which GCC 14 needs for its read () and close ()).
Layouts: each compile runs in several heap layouts (the same compile
with a longer output path, which moves cc1's heap blocks and so GCC's
pointer hashing and malloc's work); "instructions" is their mean, and
"layout spread" how far apart the layouts came out (max - min, as a
share of plain gcc): an excess smaller than the spreads is not cld's.

$(for k in $(awk -F'\t' -v g="$g" '$1 == g && $2 ~ /^floor-/ { print $2 }' "$raw" | sort -u); do
	echo "$k" | sed 's/^floor-//; s/@/, /; s/^/**/; s/$/**/'
	echo
	echo "| configuration | instructions | layouts | layout spread | over plain | over the floor |"
	echo "|---|---|---|---|---|---|"
	awk -F'\t' -v g="$g" -v k="$k" '$1 == g && $2 == k {
			if (!($3 in cnt)) c[++n] = $3
			sum[$3] += $5; cnt[$3]++
			if (!($3 in lo) || $5 < lo[$3]) lo[$3] = $5
			if (!($3 in hi) || $5 > hi[$3]) hi[$3] = $5
		}
		END {
			for (i = 1; i <= n; i++) x[c[i]] = sum[c[i]] / cnt[c[i]]
			p = x["plain"]
			for (i = 1; i <= n; i++) {
				r = ""
				if (c[i] == "cld" || c[i] == "disable" || c[i] ~ /^cld@/)
					r = x["floor"]
				else if (c[i] == "detect=none")
					r = x["floor+pass"]
				else if (c[i] == "mode=mcld")
					r = x["-mcld"] + x["floor"] - p
				f = r == "" ? "" : sprintf("%+.3f %%", 100 * (x[c[i]] - r) / p)
				sp = cnt[c[i]] < 2 ? "" : sprintf("%.3f %%", 100 * (hi[c[i]] - lo[c[i]]) / p)
				printf "| %s | %.0f | %d | %s | %+.3f %% | %s |\n", c[i], x[c[i]], cnt[c[i]], sp, 100 * (x[c[i]] / p - 1), f
			}
		}' "$raw"
	echo
done)

EOF
}

section_link () {
	has "$1" 'link-.*' || { kept_sub "$1" 'Links'; return 0; }
	g=$1
	cat <<EOF
### Links: the link-time check (callgrind, driver + collect2 + ld)

Instructions of whole links (\`gcc -O2 OBJECTS -o OUT\`, every process
summed), without and with cld-ld.so (\`-Wl,-plugin=cld-ld.so\`, as the
specs load it).  zlib: libz.so from its 15 objects, then example and
minigzip against libz.a (the members they pull in), the three links
summed; stress-250: the 250-handler unit and a main.  The objects are
compiled without cld; "+records" gives each a .cld.records section as
cld.so writes it: zlib's units one "unit" line (zlib registers no
handler), the stress unit 250 "esc" lines and a "cld" line per global
function.

$(for k in $(awk -F'\t' -v g="$g" '$1 == g && $2 ~ /^link-/ { print $2 }' "$raw" | sort -u); do
	echo "$k" | sed 's/^link-//; s/^/**/; s/$/**/'
	echo
	echo "| configuration | instructions | over plain |"
	echo "|---|---|---|"
	awk -F'\t' -v g="$g" -v k="$k" '$1 == g && $2 == k { v[++n] = $5; c[n] = $3; if ($3 == "plain") p = $5 }
		END { for (i = 1; i <= n; i++) printf "| %s | %d | %+d (%+.2f %%) |\n", c[i], v[i], v[i] - p, 100 * (v[i] / p - 1) }' "$raw"
	echo
done)

EOF
}

for g in $all; do
	if ! grep -q "^$g	" "$raw"; then
		kept_section "$g"
		continue
	fi
	cat <<EOF
## $g

Measured: $(for s in time insns sqlite-insns size run scale floor link; do
	f=$out/stamp.$g.$s
	if [ -f "$f" ]; then printf '%s %s; ' "$s" "$(cat "$f")"
	else k=$(kept_stamp "$g" "$s"); [ -z "$k" ] || printf '%s %s; ' "$s" "$k"
	fi
done)

EOF
	section_time "$g"
	section_insns "$g"
	section_floor "$g"
	section_link "$g"
	section_size "$g"
	section_run "$g"
	section_scale "$g"
done

# --- the plot: compile-time ratio per configuration --------------------------
# Redrawn only from a complete set of numbers: with a section kept, or a
# compiler whose compile times were not measured, the old plot stays.
complete=yes
for g in $all; do has "$g" cpu || complete=; done
if [ -n "$complete" ] && command -v gnuplot >/dev/null; then
	dat=$out/plot.dat
	: >"$dat"
	for g in $gccs; do
		grep -q "^$g	" "$raw" || continue
		echo "\"$g\"" >>"$dat"
		# "| name | median | ratio (min..max) |" -> "index name ratio min max"
		ratio_table "$g" cpu s | awk -F'|' 'NR > 2 {
			name = $2; gsub(/ /, "", name)
			r = $4; gsub(/[()]/, " ", r); gsub(/\.\./, " ", r); split(r, x, " ")
			printf "%d \"%s\" %s %s %s\n", NR - 3, name, x[1], x[2], x[3] }' >>"$dat"
		printf '\n\n' >>"$dat"
	done
	gnuplot <<PLOT
set terminal pngcairo size 900,500 font ",10"
set output "$top/bench/compile-time.png"
set title "cld: compile time of sqlite3.c -O2 (cc1 user+sys) as a ratio to plain gcc; bars: min..max of $repeat rounds"
set ylabel "ratio to plain gcc"
set grid ytics
set key top left
set xtics rotate by -30
set offsets 0.5, 0.5, 0.01, 0.01
plot for [i=0:*] "$dat" index i using (\$1 + 0.15 * i):3:4:5:xtic(2) with yerrorbars pointtype 7 title columnheader(1), 1 with lines dashtype 2 lc rgb "gray" notitle
PLOT
fi
if [ -f "$top/bench/compile-time.png" ]; then
	echo "![compile time ratio per configuration](compile-time.png)"
fi
