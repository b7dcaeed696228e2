#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bench.sh -- what cld costs, side by side with plain gcc and gcc -mcld, in
# one run: compile time (wall clock on SQLite's amalgamation, instructions
# under callgrind on mid-size units, the plugin's own -ftime-report line),
# code size (bytes per protected handler, mode=mcld against -mcld) and run
# time (a signal delivery, a string-op loop).  Writes bench/RESULTS.md and
# bench/compile-time.png; raw numbers in build/bench/.
#
#   bench/bench.sh              (make bench)
#
# Environment: BENCH_OUT (where raw numbers go, default build/bench),
# BENCH_GCCS (default "gcc-12 gcc-11"), BENCH_REPEAT (rounds
# of the wall-clock measurements, default 5), BENCH_QUICK=1 (3 rounds, a
# smaller detection-stress series, no sqlite-insns: minutes, for trying
# the script), BENCH_FLOOR_UNITS (the floor stage's workloads, default
# "zlib stress-250 thunk-1 thunk-50"; stress-N and thunk-N of any N),
# BENCH_FLOOR_LEVELS (its optimization levels, default "-O0 -O2"),
# BENCH_FLOOR_LAYOUTS (heap layouts each of its compiles runs in, default
# 3), BENCH_CLD_VARIANTS (other builds of cld measured beside this tree's
# in the floor stage, as configurations cld@NAME: "NAME=DIR ..." with DIR
# a cld source tree, another commit's, whose plugin make builds there;
# for a GCC of a chroot, DIR must be under this tree, e.g.
# build/variants/NAME), BENCH_STAGES (default all of them, in this
# order):
#   time          sqlite3.c -O2 wall clock, .text, mode=mcld against -mcld
#   insns         callgrind on the mid-size units, every configuration
#   sqlite-insns  callgrind on sqlite3.c at -O0 and -O2, plain and cld side
#                 by side (one per core): the issue's <= 0.5 % target.
#                 ~40 min per compiler on a 2-core machine;
#                 BENCH_SQLITE_LEVELS='-O2' measures only that level.
#   size          bytes per protected handler
#   run           signal delivery and string-loop run times
#   scale         detection stress series
#   floor         callgrind on zlib (17 files), the 250-handler stress
#                 unit and units registering 1 and 50 handlers they do
#                 not define (thunk-1, thunk-50: 1 and 50 thunks), at
#                 -O0 and -O2, with the floor (bench/floor.c: an empty
#                 plugin, and one with an RTL pass that does nothing,
#                 built like cld.so) beside cld: what cld costs over
#                 what loading any plugin costs.  Every compile
#                 runs in BENCH_FLOOR_LAYOUTS heap layouts (below), and
#                 the report takes their mean
#   link          callgrind on links (driver, collect2, ld): zlib's
#                 (libz.so from its 15 objects, example and minigzip
#                 against libz.a) and the stress unit's, plain and with
#                 the link-time check (cld-ld.so), on the objects as
#                 compiled and with records added to each
# A run replaces the rows of the stages and compilers it runs and keeps
# the others, so one stage can be measured again after a change; every
# stage leaves a stamp (date, commit) that RESULTS.md shows.
# BENCH_CONFIGS='cld detect=none' re-measures only those configurations
# in the callgrind stages and keeps the others' rows: instruction counts
# of plain gcc and the floor do not change with cld's source.
#
# Wall-clock ratios on a shared 2-core machine spread by a few percent, so
# every round runs all configurations in turn (interleaved, so drift hits
# them alike) and the tables give medians and the min..max of the
# per-round ratios; the callgrind instruction counts are the repeatable
# figure.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
out=${BENCH_OUT:-$top/build/bench}
gccs=${BENCH_GCCS:-gcc-12 gcc-11}
repeat=${BENCH_REPEAT:-5}
scale="1000 2000 4000 8000"
stages=${BENCH_STAGES:-time insns sqlite-insns size run scale floor link}
sqlite_levels=${BENCH_SQLITE_LEVELS:--O0 -O2}
only=${BENCH_CONFIGS:-}
floor_units=${BENCH_FLOOR_UNITS:-zlib stress-250 thunk-1 thunk-50}
variants=${BENCH_CLD_VARIANTS:-}
floor_levels=${BENCH_FLOOR_LEVELS:--O0 -O2}
floor_layouts=${BENCH_FLOOR_LAYOUTS:-3}
case $floor_layouts in ''|*[!0-9]*|0) echo "bench: BENCH_FLOOR_LAYOUTS must be a number of layouts, 1 or more (not '$floor_layouts')" >&2; exit 2;; esac
if [ "${BENCH_QUICK:-0}" = 1 ]; then
	repeat=3; scale="500 1000 2000"
	stages=$(echo " $stages " | sed 's/ sqlite-insns / /')
fi
for v in $variants; do
	case $v in
	[A-Za-z0-9]*=?*) [ -f "${v#*=}/plugin/cld.c" ] ||
		{ echo "bench: BENCH_CLD_VARIANTS: ${v#*=} is no cld source tree (no plugin/cld.c)" >&2; exit 2; } ;;
	*) echo "bench: BENCH_CLD_VARIANTS takes NAME=DIR words (not '$v')" >&2; exit 2;;
	esac
done
for s in $stages; do
	case $s in time|insns|sqlite-insns|size|run|scale|floor|link) ;;
	*) echo "bench: unknown stage '$s' in BENCH_STAGES (time insns sqlite-insns size run scale floor link)" >&2; exit 2;;
	esac
done
mkdir -p "$out"
say () { printf 'bench: %s\n' "$*" >&2; }
want () { case " $stages " in *" $1 "*) return 0;; esac; return 1; }
# stamp GCC STAGE: when, and from which commit, a stage was measured.
stamp () {
	printf '%s, %s\n' "$(date -u '+%Y-%m-%d %H:%M UTC')" "${plugin_commit:-$(commit)}" >"$out/stamp.$1.$2"
}
# commit: the tree's commit.  The chroots of mk/chroot.mk have no git:
# there, the commit .git/HEAD names (local changes unseen).
commit () {
	git -C "$top" describe --always --dirty 2>/dev/null && return
	h=$(cat "$top/.git/HEAD" 2>/dev/null) || { echo 'no git'; return; }
	case $h in
	"ref: "*)
		r=${h#ref: }
		h=$(cat "$top/.git/$r" 2>/dev/null ||
			awk -v r="$r" '$2 == r { print $1 }' "$top/.git/packed-refs" 2>/dev/null) ;;
	esac
	printf '%.7s (from .git/HEAD, without git)\n' "${h:-unknown}"
}

# raw.tsv: GCC KIND CONFIG ROUND VALUE.  Drop the rows this run measures
# again.
raw=$out/raw.tsv
touch "$raw"
awk -F'\t' -v gccs=" $gccs " -v stages=" $stages " -v levels=" $sqlite_levels " \
	-v flevels=" $floor_levels " -v funits=" $floor_units " \
	-v configs=" $only " \
	-f "$top/bench/keep-rows.awk" \
	"$raw" >"$raw.keep"
mv "$raw.keep" "$raw"

# --- inputs ----------------------------------------------------------------
sqlite=$out/sqlite3.c
if { want time || want sqlite-insns; } && [ ! -f "$sqlite" ]; then
	say "fetching the SQLite amalgamation (npm pack better-sqlite3@12)"
	command -v npm >/dev/null || { echo "bench: npm not found: apt-get install npm" >&2; exit 2; }
	(cd "$out" && rm -rf package && npm pack --silent better-sqlite3@12 >/dev/null &&
	 tar -xzf better-sqlite3-*.tgz package/deps/sqlite3/sqlite3.c &&
	 mv package/deps/sqlite3/sqlite3.c sqlite3.c && rm -rf package better-sqlite3-*.tgz)
fi
# The detection stress unit at two sizes: 1000 handlers for code size,
# 250 (still mid-size: ~1000 lines) under callgrind, which runs ~50x slower.
sh "$top/bench/gen-detect-stress.sh" 1000 >"$out/stress.c"
sh "$top/bench/gen-detect-stress.sh" 250 >"$out/stress-250.c"
# The floor stage's generated units: stress-N (N handlers, detection's
# stress) and thunk-N (N handlers registered and defined elsewhere: N
# thunks in one unit).
for u in $floor_units; do
	case $u in
	zlib|stress-250) ;;
	stress-[1-9]*) sh "$top/bench/gen-detect-stress.sh" "${u#stress-}" >"$out/$u.c" ;;
	thunk-[1-9]*) sh "$top/bench/gen-thunk-stress.sh" "${u#thunk-}" >"$out/$u.c" ;;
	*) echo "bench: unknown unit '$u' in BENCH_FLOOR_UNITS (zlib, stress-N, thunk-N)" >&2; exit 2;;
	esac
done
mid=$out/stress-250.c
# zlib, a real library's 17 units (the 15 of the library and two test
# programs), from Debian's source package: needs a deb-src entry
# (tools/deps/deb-src.sh).  Fetched once, on the host: a chroot sees the
# same tree, so every compiler compiles the same source.
zlib=$out/zlib
if { want link || { want floor &&
	case " $floor_units " in *" zlib "*) true;; *) false;; esac; }; } &&
	[ ! -f "$zlib/zlib.h" ]; then
	say "fetching zlib (apt-get source zlib)"
	rm -rf "$out/zlib-src" && mkdir -p "$out/zlib-src"
	(cd "$out/zlib-src" && apt-get source -q zlib >/dev/null 2>&1) ||
		{ echo "bench: apt-get source zlib failed: run tools/deps/deb-src.sh as root" >&2; exit 2; }
	mv "$out"/zlib-src/zlib-*/ "$zlib" && rm -rf "$out/zlib-src"
fi
zlib_units="adler32 compress crc32 deflate gzclose gzlib gzread gzwrite
	infback inffast inflate inftrees trees uncompr zutil test/example
	test/minigzip"
if command -v csmith >/dev/null; then
	csmith --seed 1 -o "$out/csmith-1.c"
	mid="$mid $out/csmith-1.c"
fi

# Configurations: NAME|FLAGS, @P standing for -fplugin=cld.so.
configs='plain|
-mcld|-mcld
cld|@P
mode=mcld|@P -fplugin-arg-cld-mode=mcld
mode=strict|@P -fplugin-arg-cld-mode=strict
mode=all|@P -fplugin-arg-cld-mode=all'
cg_configs="$configs
detect=none|@P -fplugin-arg-cld-detect=none
detect=exact|@P -fplugin-arg-cld-detect=exact
detect=signature|@P -fplugin-arg-cld-detect=signature"
# sqlite3.c under callgrind: ~30 min a compile at -O2, so the defaults only.
sqlite_configs='plain|
cld|@P'

# The floor stage's: @F and @Q stand for the two floor plugins.
floor_configs='plain|
floor|@F
floor+pass|@Q
disable|@P -fplugin-arg-cld-disable
cld|@P
detect=none|@P -fplugin-arg-cld-detect=none'
floor_mcld_configs="$floor_configs
-mcld|-mcld
mode=mcld|@P -fplugin-arg-cld-mode=mcld"

# The link stage's: @L stands for cld-ld.so, as the specs pass it.
link_configs='plain|
cld-ld|@L'

flags () {
	echo "$2" | sed "s|@P|-fplugin=$1|; s|@F|-fplugin=${floor-}|; s|@Q|-fplugin=${floor_pass-}|; s|@L|-Wl,-plugin=${ldplugin-}|"
}

# insns DIR GCC ARGS...: instructions executed by the compile "GCC ARGS",
# every process summed (callgrind, output files in DIR).
insns () {
	d=$1; shift
	rm -rf "$d"; mkdir -p "$d"
	valgrind -q --tool=callgrind --trace-children=yes \
		--callgrind-out-file="$d/cg.%p" "$@" -o "$d/out.s" 2>/dev/null
	cat "$d"/cg.[0-9]* | awk '/^totals:/ { s += $2 } END { print s }'
	rm -rf "$d"
}
measure=insns
# insns_units DIR GCC ARGS... -- UNITS...: as insns, for one compile of
# each unit (ARGS then the unit), summed.
insns_units () {
	d=$1; shift
	rm -rf "$d"; mkdir -p "$d"
	a=
	for x in "$@"; do
		shift
		[ "$x" = -- ] && break
		a="$a $x"
	done
	for u in "$@"; do
		# shellcheck disable=SC2086
		valgrind -q --tool=callgrind --trace-children=yes \
			--callgrind-out-file="$d/cg.%p" $a "$u" -o "$d/out.s" 2>/dev/null
	done
	cat "$d"/cg.[0-9]* | awk '/^totals:/ { s += $2 } END { print s }'
	rm -rf "$d"
}
# insns_links DIR GCC ARGS... -- LINKS...: as insns_units, each of LINKS
# a whole list of link inputs (split at blanks).
insns_links () {
	d=$1; shift
	rm -rf "$d"; mkdir -p "$d"
	a=
	for x in "$@"; do
		shift
		[ "$x" = -- ] && break
		a="$a $x"
	done
	for u in "$@"; do
		# shellcheck disable=SC2086
		valgrind -q --tool=callgrind --trace-children=yes \
			--callgrind-out-file="$d/cg.%p" $a $u -o "$d/out" 2>/dev/null
	done
	cat "$d"/cg.[0-9]* | awk '/^totals:/ { s += $2 } END { print s }'
	rm -rf "$d"
}
# add_records OBJ TEXT: OBJ with TEXT as its .cld.records section, as
# cld.so writes it (SHF_EXCLUDE).
add_records () {
	printf '%s' "$2" >"$1.rec"
	objcopy --add-section .cld.records="$1.rec" \
		--set-section-flags .cld.records=exclude,readonly "$1"
	rm -f "$1.rec"
}
# insns_configs KIND CONFIGS ARGS...: the instructions of "$g ARGS" in
# each configuration (NAME|FLAGS lines, as above) into raw.tsv as rows of
# KIND, in order.  Two configurations at a time, one per core: callgrind
# counts do not depend on what else runs.
#
# Layouts: the same compile run again with a longer output path (the
# directory's name grows by 16 letters, malloc's granule, a layout) puts
# cc1's heap blocks at other addresses, which changes GCC's pointer
# hashing and malloc's work: on the one stress unit that alone moves the
# count by ~0.1 % of the compile, in both directions, plugin or not,
# and zlib's 17 compiles by ~0.03 % of their sum (they do not average it
# away: each moves with the same path).  LAYOUTS runs (default 1) are
# rows 1..LAYOUTS, which the report averages; layout L has the same path
# length in every configuration.
insns_configs () {
	kind=$1 cfgs=$2
	shift 2
	echo "$cfgs" | {
		i=0
		while IFS='|' read -r name f; do
			case " ${only:-$name} " in *" $name "*) ;; *) continue;; esac
			l=0
			while [ "$l" -lt "${layouts:-1}" ]; do
				l=$((l + 1)) i=$((i + 1))
				pad=$(printf "%$((16 * l))s" "" | tr ' ' l)
				# shellcheck disable=SC2046
				(printf '%s\t%s\t%s\t%s\t%s\n' "$g" "$kind" "$name" "$l" \
					"$($measure "$out/cg-$(printf %03d "$i")-$pad" "$g" $(flags "$plugin" "$f") "$@")" \
					>"$out/cg-$i.row") &
				if [ $((i % 2)) = 0 ]; then wait; fi
			done
		done
		wait
	}
	n=1
	while [ -f "$out/cg-$n.row" ]; do
		cat "$out/cg-$n.row" >>"$raw"; rm -f "$out/cg-$n.row"; n=$((n + 1))
	done
}

for g in $gccs; do
	command -v "$g" >/dev/null || { say "$g not found: skipped"; continue; }
	make -s -C "$top" plugin GCC="$g" >&2
	# A copy, safe from rebuilds; still named cld.so, as the plugin's
	# name (and so its -fplugin-arg-cld-* prefix) comes from the file.
	mkdir -p "$out/$g"
	plugin=$out/$g/cld.so
	cp "$(make -s -C "$top" print-plugin GCC="$g")" "$plugin"
	# What the stages measure is this copy: stamp them with the tree
	# it was built from, not the tree when each stage ends.
	plugin_commit=$(commit)
	# The report may be written where $g is not installed (a later run
	# for another compiler, in another chroot).
	"$g" -dumpfullversion >"$out/version.$g"

	# --- compile time: sqlite3.c -O2, interleaved rounds --------------
	if want time; then
	for r in $(seq "$repeat"); do
		say "$g: sqlite3.c round $r/$repeat"
		echo "$configs" | while IFS='|' read -r name f; do
			o=$out/$g-sqlite-$(echo "$name" | tr '=' '-').o
			# shellcheck disable=SC2046
			"$g" -O2 -ftime-report $(flags "$plugin" "$f") -c "$sqlite" -o "$o" 2>"$o.time"
			# cc1's own clock: the TOTAL line's user+sys seconds, and
			# the plugin passes' line (TV_PLUGIN_RUN).
			awk -v g="$g" -v n="$name" -v r="$r" '
				/^ (TOTAL|plugin execution) *:/ {
					k = /TOTAL/ ? "cpu" : "plugin"
					sub(/^[^:]*:/, ""); gsub(/\([^)]*\)/, "")
					printf "%s\t%s\t%s\t%s\t%s\n", g, k, n, r, $1 + $2 }' "$o.time" >>"$raw"
			printf '%s\ttext\t%s\t%s\t%s\n' "$g" "$name" "$r" \
				"$(size -A "$o" | awk '$1 == ".text" { print $2 }')" >>"$raw"
		done
	done

	# mode=mcld must emit what -mcld emits: compare the .text bytes.
	# With detect=none: sqlite3.c has one function detect=auto protects
	# (a void (int) stored into its exported API table), and a handler
	# gets its entry cld in every mode.
	t=$out/$g-text
	"$g" -O2 -fplugin="$plugin" -fplugin-arg-cld-mode=mcld -fplugin-arg-cld-detect=none \
		-c "$sqlite" -o "$t.o"
	objcopy -O binary -j .text "$out/$g-sqlite--mcld.o" "$t.a"
	objcopy -O binary -j .text "$t.o" "$t.b"
	printf '%s\tmcld-identical\tmode=mcld\t1\t%s\n' "$g" \
		"$(cmp -s "$t.a" "$t.b" && echo yes || echo no)" >>"$raw"
	rm -f "$t.a" "$t.b" "$t.o"
	stamp "$g" time
	fi

	# --- compile instructions: callgrind over driver and cc1 ---------
	if want insns; then
	for src in $mid; do
		base=$(basename "$src" .c)
		say "$g: callgrind on $base.c"
		insns_configs "insns-$base@-O2" "$cg_configs" \
			-O2 -w -I/usr/include/csmith -S "$src"
	done
	stamp "$g" insns
	fi

	# --- compile instructions on sqlite3.c: the <= 0.5 % target -----
	# plain and cld (the defaults) side by side; at -O2 each is ~30 min
	# of callgrind.
	if want sqlite-insns; then
	for o in $sqlite_levels; do
		say "$g: callgrind on sqlite3.c $o (plain and cld side by side)"
		insns_configs "insns-sqlite3@$o" "$sqlite_configs" "$o" -w -S "$sqlite"
	done
	stamp "$g" sqlite-insns
	fi

	# --- code size per protected handler ------------------------------
	# Sum of function sizes (nm -S), so alignment padding between
	# functions does not blur the count; the report file counts the
	# protected functions.
	if want size; then
	for src in "$top/examples/sigcopy.c" "$out/stress.c"; do
		base=$(basename "$src" .c)
		"$g" -O2 -c "$src" -o "$out/$g-$base-plain.o"
		rm -f "$out/$g-$base.report"
		"$g" -O2 -fplugin="$plugin" -fplugin-arg-cld-report="$out/$g-$base.report" \
			-c "$src" -o "$out/$g-$base-cld.o"
		for v in plain cld; do
			nm -S -t d --defined-only "$out/$g-$base-$v.o" | awk 'NF == 4 && $3 ~ /[tT]/ { print $4, $2 + 0 }' |
				sort >"$out/$g-$base-$v.sizes"
		done
		join "$out/$g-$base-plain.sizes" "$out/$g-$base-cld.sizes" | awk -v g="$g" -v b="$base" \
			-v h="$(wc -l <"$out/$g-$base.report")" '
			{ d = $3 - $2; added += d; if (d != 0) changed++; if (d != 0 && d != 1) odd++ }
			END { printf "%s\thandler-bytes\t%s\t1\t%d %d %d %d\n", g, b, h, added, changed, odd + 0 }' >>"$raw"
	done
	stamp "$g" size
	fi

	# --- run time --------------------------------------------------------
	if want run; then
	for prog in sigloop strloop; do
		extra=; [ $prog = strloop ] && extra="-minline-all-stringops -mstringop-strategy=rep_byte"
		echo "$configs" | while IFS='|' read -r name f; do
			# shellcheck disable=SC2046,SC2086
			"$g" -O2 $extra $(flags "$plugin" "$f") "$top/bench/$prog.c" \
				-o "$out/$g-$prog-$(echo "$name" | tr '=' '-')"
		done
		for r in $(seq "$repeat"); do
			echo "$configs" | while IFS='|' read -r name f; do
				printf '%s\t%s\t%s\t%s\t%s\n' "$g" "$prog" "$name" "$r" \
					"$("$out/$g-$prog-$(echo "$name" | tr '=' '-')" | awk '{ print $2 }')" >>"$raw"
			done
		done
	done
	stamp "$g" run
	fi

	# --- excess over the floor: zlib and the stress unit ------------
	if want floor; then
	make -s -C "$top" bench-floor GCC="$g" >&2
	set -- $(make -s -C "$top" print-bench-floor GCC="$g")
	cp "$1" "$out/$g/floor.so"; cp "$2" "$out/$g/floor-pass.so"
	floor=$out/$g/floor.so floor_pass=$out/$g/floor-pass.so
	# The other builds of cld, each copied as NAME/cld.so (the file's
	# name is the plugin's): configurations cld@NAME.
	vconfigs=
	for v in $variants; do
		make -s -C "${v#*=}" plugin GCC="$g" >&2
		mkdir -p "$out/$g/${v%%=*}"
		cp "$(make -s -C "${v#*=}" print-plugin GCC="$g")" "$out/$g/${v%%=*}/cld.so"
		vconfigs="$vconfigs
cld@${v%%=*}|-fplugin=$out/$g/${v%%=*}/cld.so"
	done
	layouts=$floor_layouts
	for o in $floor_levels; do
		measure=insns_units
		case " $floor_units " in *" zlib "*)
			say "$g: callgrind on zlib $o, over the floor"
			# shellcheck disable=SC2046
			# -DHAVE_UNISTD_H as zlib's configure sets it, where
			# the compiler rejects the implicit read () and
			# close () without (GCC 14 on); older ones compile
			# what their earlier rows compiled.
			zdef=
			case $g in gcc-1[4-9]|gcc-[2-9][0-9]) zdef=-DHAVE_UNISTD_H ;; esac
			# shellcheck disable=SC2086
			insns_configs "floor-zlib@$o" "$floor_configs$vconfigs" \
				"$o" -w $zdef -I"$zlib" -S -- \
				$(for u in $zlib_units; do echo "$zlib/$u.c"; done)
		esac
		for u in $floor_units; do
			[ "$u" = zlib ] && continue
			say "$g: callgrind on $u.c $o, over the floor"
			insns_configs "floor-$u@$o" "$floor_mcld_configs$vconfigs" \
				"$o" -w -S -- "$out/$u.c"
		done
		measure=insns
	done
	layouts=1
	stamp "$g" floor
	fi

	# --- links: what the link-time check costs -----------------------
	# zlib's objects (-O2 -fPIC, compiled once, without cld) linked as
	# its build links them: libz.so from the 15 library objects, the
	# two test programs against libz.a; and the stress unit with a
	# main.  Then the same with a records section in every object:
	# zlib's "unit" line (it registers no handler), and for the stress
	# unit one "esc" line per handler and a "cld" line per global
	# function, so that the check parses and looks up 250 records.
	if want link; then
	make -s -C "$top" ld-plugin GCC="$g" >&2
	cp "$(make -s -C "$top" print-ld-plugin GCC="$g")" "$out/$g/cld-ld.so"
	ldplugin=$out/$g/cld-ld.so
	zdef=
	case $g in gcc-1[4-9]|gcc-[2-9][0-9]) zdef=-DHAVE_UNISTD_H ;; esac
	for v in plain rec; do
		lo=$out/$g-link/$v
		rm -rf "$lo"; mkdir -p "$lo"
		libobjs=
		for u in $zlib_units; do
			b=$(basename "$u")
			# shellcheck disable=SC2086
			"$g" -O2 -fPIC -w $zdef -I"$zlib" -c "$zlib/$u.c" -o "$lo/$b.o"
			[ $v = plain ] || add_records "$lo/$b.o" "cld1 unit $u.c
"
			case $u in test/*) ;; *) libobjs="$libobjs $lo/$b.o" ;; esac
		done
		# shellcheck disable=SC2086
		ar rcs "$lo/libz.a" $libobjs
		"$g" -O2 -w -c "$out/stress-250.c" -o "$lo/stress.o"
		printf 'int main (void) { return 0; }\n' >"$lo/main.c"
		"$g" -O2 -c "$lo/main.c" -o "$lo/main.o"
		if [ $v = rec ]; then
			add_records "$lo/stress.o" "$(echo 'cld1 unit stress-250.c'
				i=0; while [ $i -lt 250 ]; do
					echo "cld1 esc h$i stress-250.c:$((i + 15)):1"
					i=$((i + 1))
				done
				nm -g --defined-only "$lo/stress.o" |
					awk '$2 == "T" { print "cld1 cld " $3 }')
"
		fi
		sfx=; [ $v = plain ] || sfx=+records
		measure=insns_links
		say "$g: callgrind on zlib's links$sfx"
		insns_configs "link-zlib$sfx" "$link_configs" -O2 -- \
			"-shared$libobjs" "$lo/example.o $lo/libz.a" \
			"$lo/minigzip.o $lo/libz.a"
		say "$g: callgrind on the stress unit's link$sfx"
		insns_configs "link-stress-250$sfx" "$link_configs" -O2 -- \
			"$lo/stress.o $lo/main.o"
		measure=insns
	done
	stamp "$g" link
	fi

	# --- detection stress: linear? ------------------------------------
	if want scale; then
	say "$g: detection stress $scale"
	sh "$top/bench/detect-scale.sh" "$g" -O0 $scale >"$out/$g-detect-scale.txt"
	stamp "$g" scale
	fi
done

# --- report ------------------------------------------------------------------
# Every compiler with results, this run's or kept from an earlier one; the
# sections of compilers with no raw numbers here (measured on another
# machine) are kept from the RESULTS.md being replaced.
sh "$top/bench/report.sh" "$out" "$(cut -f1 "$raw" | sort -ru | tr '\n' ' ')" \
	"$top/bench/RESULTS.md" >"$out/RESULTS.md"
mv "$out/RESULTS.md" "$top/bench/RESULTS.md"
say "wrote bench/RESULTS.md"
