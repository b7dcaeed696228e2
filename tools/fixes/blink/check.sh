#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fixes/blink/check.sh -- Blink's signal delivery before and after
# tools/fixes/blink/0001-*.patch.
#
# usage: BLINK_SRC=DIR sh tools/fixes/blink/check.sh [GCC [OUTDIR]]
#
# Blink's DeliverSignal() (blink/signal.c) saves the guest's flags in the
# frame and enters the handler with them, DF included.  BLINK_SRC is a
# checkout of https://github.com/jart/blink (a script cannot fetch it: in
# cld's sessions the fetch tool gives /work/.mirror/jart+blink/repo, a bare
# git dir; `git clone` it).  Without BLINK_SRC this prints an
# unsupported line and exits 0.  OUTDIR (default build/fixes/blink) gets
# two copies of the tree, before/ and after/ (the patch applied with git
# apply), each built with ./configure && make o//blink/blink (nice -n 15,
# -j2, ~1 min), and runs under both:
#   - tools/fixes/df-entries.c: timer handler entries that see DF=1
#     (JIT, and -j: the interpreter);
#   - tools/fixes/df-sync.c: int3/ud2/NULL-load handlers that see DF=1;
#   - the patch's own test, test/func/sigdf_test.c, in the six modes of
#     Blink's test/func/func.mk (the test is taken from after/);
#   - Blink's own signal tests of test/func (trap, eintr, sigprocmask,
#     restart, norestart): nothing else may change.
# Guest programs are static musl binaries (musl-gcc, package musl-tools),
# as Blink's test/func builds them; glibc 2.36 static binaries crash under
# Blink (in stdio, patch or not), so without musl-gcc they are built
# dynamic with GCC.
# Prints the result lines of tools/fixes/README.md ("fixes: blink VERSION
# CHECK before=... after=... ok|FAIL|unsupported"); exits 1 if a check
# FAILs, 2 if Blink cannot be built here (a line on stderr says why).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
gcc=${1:-gcc}
out=${2:-$top/build/fixes/blink}
fail=0
version=-

say () { echo "blink: $*" >&2; }
die () { echo "blink: $*" >&2; exit 2; }
row () {	# CHECK BEFORE AFTER OK
	echo "fixes: blink $version $1 before=$2 after=$3 $4"
	[ "$4" = ok ] || fail=1
}
unsupported () {	# REASON...
	echo "fixes: blink $version all before=- after=- unsupported # $*"
	exit 0
}

if [ -z "${BLINK_SRC:-}" ] || [ ! -f "${BLINK_SRC:-/}/blink/signal.c" ]; then
	unsupported "BLINK_SRC (a jart/blink checkout) not set or not a" \
		"Blink tree; see the header of tools/fixes/blink/check.sh"
fi
version=$(git -C "$BLINK_SRC" rev-parse --short=8 HEAD 2>/dev/null \
	|| echo unknown)
patch=$(ls "$here"/0*.patch)
df_entries=$top/tools/fixes/df-entries.c
[ -f "$df_entries" ] || df_entries=$top/tools/qemu-fix/df-entries.c

# --- the two builds ---------------------------------------------------------
mkdir -p "$out" || exit 1
stamp=$(cat $patch | md5sum | cut -c1-16)-$version
if [ "$(cat "$out/.stamp" 2>/dev/null)" != "$stamp" ]; then
	rm -rf "$out/before" "$out/after"
	for t in before after; do
		mkdir "$out/$t" || exit 1
		(cd "$BLINK_SRC" && tar -cf - --exclude=.git .) \
			| (cd "$out/$t" && tar -xf -) || exit 1
	done
	(cd "$out/after" && git apply "$patch") \
		|| die "the patch does not apply to this Blink"
	for t in before after; do
		say "building $t (log: $out/$t/build.log)"
		(cd "$out/$t" && nice -n 15 ./configure && nice -n 15 \
			make -j2 o//blink/blink) >"$out/$t/build.log" 2>&1 \
			|| die "the $t build failed: $out/$t/build.log"
	done
	echo "$stamp" >"$out/.stamp"
fi

# --- the guest programs -----------------------------------------------------
bin=$out/bin
mkdir -p "$bin" || exit 1
if command -v musl-gcc >/dev/null; then
	cc="musl-gcc -static"
else
	cc=$gcc
	say "no musl-gcc (musl-tools): guests built dynamic with $gcc"
fi
$cc -O2 "$df_entries" -o "$bin/df-entries" \
	&& $cc -O2 "$top/tools/fixes/df-sync.c" -o "$bin/df-sync" \
	&& $cc -O -g "$out/after/test/func/sigdf_test.c" -o "$bin/sigdf_test" \
	|| die "cannot build the guest programs with $cc"
regress="trap_test eintr_test sigprocmask_test restart_test norestart_test"
for t in $regress; do
	$cc -O -g "$out/after/test/func/$t.c" -o "$bin/$t" \
		|| die "cannot build test/func/$t.c with $cc"
done

# --- before and after -------------------------------------------------------
clean () {	# VALUE: K/N with K = 0
	case $1 in 0/[1-9]*) return 0 ;; esac
	return 1
}
count () {	# BUILD FLAGS PROGRAM: its "K/N", or how it failed
	o=$(timeout 300 "$out/$1/o/blink/blink" $2 "$bin/$3" 2>/dev/null)
	rc=$?
	[ $rc = 0 ] && echo "$o" || echo "exit$rc"
}
modes () {	# BUILD PROGRAM...: how many of func.mk's six modes pass
	build=$1 n=0
	shift
	for m in "" "-jm" "-m" "-j" "-L/dev/null -sss" "-L/dev/null -msss"; do
		ok=1
		for p in "$@"; do
			timeout 300 "$out/$build/o/blink/blink" $m "$bin/$p" \
				>/dev/null 2>&1 || ok=0
		done
		n=$((n + ok))
	done
	echo "$n/6"
}
for m in "" -j; do
	b=$(count before "$m" df-entries) a=$(count after "$m" df-entries)
	clean "$a" && r=ok || r=FAIL
	row "df-entries${m:+$m}" "$b" "$a" $r
done
b=$(count before "" df-sync) a=$(count after "" df-sync)
clean "$a" && r=ok || r=FAIL
row df-sync "$b" "$a" $r
b=$(modes before sigdf_test) a=$(modes after sigdf_test)
[ "$a" = 6/6 ] && r=ok || r=FAIL
row test/func/sigdf_test "$b" "$a" $r
b=$(modes before $regress) a=$(modes after $regress)
[ "$a" = "$b" ] && r=ok || r=FAIL
row test/func-signal-tests "$b" "$a" $r
exit $fail
