#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fixes/dynamorio/check.sh -- DynamoRIO's delivery of synchronous
# signals before and after tools/fixes/dynamorio/0001-*.patch.
#
# usage: DYNAMORIO_SRC=DIR sh tools/fixes/dynamorio/check.sh [GCC [OUTDIR]]
#
# DynamoRIO clears DF for a handler it delivers from d_r_dispatch
# (execute_handler_from_dispatch: delayed asynchronous signals) but not
# for one it delivers straight from the code cache
# (execute_handler_from_cache: synchronous faults).  DYNAMORIO_SRC is a
# checkout of https://github.com/DynamoRIO/dynamorio (a script cannot
# fetch it: in cld's sessions the fetch tool gives
# /work/.mirror/DynamoRIO+dynamorio/repo, a bare git dir; `git clone` it;
# the submodules are not needed).  Without it, or on a host that is not
# x86_64 Linux with cmake, this prints an unsupported line and exits 0.
#
# OUTDIR (default build/fixes/dynamorio) keeps src/ and build/: a release
# build with cmake -DBUILD_TESTS=ON and no docs, samples, clients or
# extensions, of the targets dynamorio, drrun, the patch's test
# linux.signal_df and DynamoRIO's own signal tests (nice -n 15, -j2).  The
# patch's test is in place on both sides; its fix to core/unix/signal.c
# is applied and reverted with git apply, so each side is an incremental
# rebuild of libdynamorio.  Under both it runs, with bin64/drrun:
#   - tools/fixes/df-sync.c: int3/ud2/NULL-load handlers that see DF=1
#     (execute_handler_from_cache);
#   - tools/fixes/df-entries.c: timer handlers that see DF=1 (delayed to
#     d_r_dispatch, already clear);
#   - ctest: the patch's test code_api|linux.signal_df, and DynamoRIO's
#     signal tests (code_api|linux.sig*, alarm*, eintr*, bad-signal*):
#     none may fail after that passed before.  A test counts as failed
#     only if it fails three times in a row (ctest --repeat
#     until-pass:3): linux.sigsuspend hangs in about one run in five here
#     with and without the patch (DynamoRIO issues #1892 and #2898, open).
# Five large test-data files of DynamoRIO's tree (x86 decoder and aarch64
# disassembler reference data) are missing from a partial clone; cmake
# refuses to configure without them, so empty ones are put in their place
# in src/ when missing (the tests that read them are not built here).
# Prints the result lines of tools/fixes/README.md ("fixes: dynamorio
# VERSION CHECK before=... after=... ok|FAIL|unsupported"); exits 1 if a
# check FAILs, 2 if DynamoRIO cannot be built here (a line on stderr says
# why).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
gcc=${1:-gcc}
out=${2:-$top/build/fixes/dynamorio}
fail=0
version=-

say () { echo "dynamorio: $*" >&2; }
die () { echo "dynamorio: $*" >&2; exit 2; }
row () {	# CHECK BEFORE AFTER OK [NOTE]
	echo "fixes: dynamorio $version $1 before=$2 after=$3 $4${5:+ # $5}"
	[ "$4" = ok ] || fail=1
}
unsupported () {	# REASON...
	echo "fixes: dynamorio $version all before=- after=- unsupported # $*"
	exit 0
}

if [ -z "${DYNAMORIO_SRC:-}" ] \
   || [ ! -f "${DYNAMORIO_SRC:-/}/core/unix/signal.c" ]; then
	unsupported "DYNAMORIO_SRC (a DynamoRIO/dynamorio checkout) not set or" \
		"not a DynamoRIO tree; see the header of" \
		"tools/fixes/dynamorio/check.sh"
fi
version=$(git -C "$DYNAMORIO_SRC" rev-parse --short=8 HEAD 2>/dev/null \
	|| echo unknown)
[ "$(uname -s)-$(uname -m)" = Linux-x86_64 ] \
	|| unsupported "this host is $(uname -s)-$(uname -m), not Linux-x86_64"
command -v cmake >/dev/null || unsupported "no cmake (apt-get install cmake)"
patch=$(ls "$here"/0*.patch)
bin=$out/bin
mkdir -p "$bin" || exit 1
df_entries=$top/tools/fixes/df-entries.c
[ -f "$df_entries" ] || df_entries=$top/tools/qemu-fix/df-entries.c
"$gcc" -O2 "$df_entries" -o "$bin/df-entries" \
	&& "$gcc" -O2 "$top/tools/fixes/df-sync.c" -o "$bin/df-sync" \
	|| die "cannot build the test programs with $gcc"

# --- the tree: upstream plus the patch's test -------------------------------
tests='code_api\|linux\.(sig|alarm|eintr|bad-signal)'
stamp=$(cat $patch | md5sum | cut -c1-16)-$version
if [ "$(cat "$out/.stamp" 2>/dev/null)" != "$stamp" ]; then
	rm -rf "$out/src" "$out/build"
	mkdir "$out/src" "$out/build" || exit 1
	(cd "$DYNAMORIO_SRC" && tar -cf - --exclude=.git .) \
		| (cd "$out/src" && tar -xf -) || exit 1
	for f in suite/tests/api/dis-a64.txt \
		third_party/binutils/test_decenc/drdecode_decenc_x86.expect \
		third_party/binutils/test_decenc/drdecode_decenc_x86_64.expect \
		third_party/binutils/test_decenc/test_decenc_x86.asm \
		third_party/binutils/test_decenc/test_decenc_x86_64.asm; do
		[ -e "$out/src/$f" ] || : >"$out/src/$f"
	done
	(cd "$out/src" && git apply --include='suite/*' "$patch") \
		|| die "the patch does not apply to this DynamoRIO"
	say "configuring (log: $out/build/cmake.log)"
	(cd "$out/build" && nice -n 15 cmake ../src -DDEBUG=OFF \
		-DBUILD_DOCS=OFF -DBUILD_SAMPLES=OFF -DBUILD_CLIENTS=OFF \
		-DBUILD_EXT=OFF -DBUILD_TESTS=ON) >"$out/build/cmake.log" 2>&1 \
		|| die "cmake failed: $out/build/cmake.log"
	echo 0 >"$out/applied"
	echo "$stamp" >"$out/.stamp"
fi
# The programs of the tests to run (a test may run another's program).
targets=$(grep -E "^add_test\($tests" \
	"$out/build/suite/tests/CTestTestfile.cmake" \
	| sed -n 's|.*/suite/tests/bin/\([^"/]*\)".*|\1|p' | sort -u)
[ -n "$targets" ] || die "no test matching $tests in the build"

side () {	# 0|1: core/unix/signal.c without or with the fix, built
	if [ "$(cat "$out/applied")" != "$1" ]; then
		if [ "$1" = 1 ]; then
			(cd "$out/src" && git apply --exclude='suite/*' "$patch")
		else
			(cd "$out/src" \
			 && git apply -R --exclude='suite/*' "$patch")
		fi || die "cannot apply or revert the fix in $out/src"
		echo "$1" >"$out/applied"
	fi
	say "building (log: $out/build/make$1.log)"
	(cd "$out/build" && nice -n 15 make -j2 dynamorio drrun $targets) \
		>"$out/build/make$1.log" 2>&1 \
		|| die "the build failed: $out/build/make$1.log"
}
run () {	# PROGRAM: its output under drrun, "(exitN)" added if it failed
	o=$(timeout 600 "$out/build/bin64/drrun" -- "$@" 2>/dev/null)
	rc=$?
	[ $rc = 0 ] && echo "$o" || echo "$o(exit$rc)"
}
results () {	# SIDE: one value a line, in the order of the rows below
	run "$bin/df-sync"
	run "$bin/df-entries"
	(cd "$out/build" && nice -n 15 ctest -j2 --timeout 600 -R "$tests" \
		--repeat until-pass:3 >"$out/build/ctest$1.log" 2>&1)
	grep -q 'Test *#[0-9]*: code_api|linux\.signal_df .*Passed' \
		"$out/build/ctest$1.log" && echo pass || echo fail
	re='^[0-9]*% tests passed, \([0-9]*\) tests* failed out of \([0-9]*\)$'
	sed -n "s/$re/\\1 \\2/p" "$out/build/ctest$1.log" | {
		read f t && echo "$((t - f))/$t"
	}
	sed -n 's/^[ \t]*[0-9]* - \([^ ]*\) .*/\1/p' "$out/build/ctest$1.log" \
		| sort >"$out/failed$1"
}
side 0
results 0 >"$out/before.txt"
side 1
results 1 >"$out/after.txt"

clean () {	# VALUE: K/N with K = 0, or pass
	case $1 in 0/[1-9]*|pass) return 0 ;; esac
	return 1
}
n=0
for c in df-sync df-entries linux.signal_df; do
	n=$((n + 1))
	b=$(sed -n ${n}p "$out/before.txt") a=$(sed -n ${n}p "$out/after.txt")
	clean "$a" && r=ok || r=FAIL
	row $c "$b" "$a" $r
done
b=$(sed -n 4p "$out/before.txt") a=$(sed -n 4p "$out/after.txt")
new=$(comm -13 "$out/failed0" "$out/failed1" | grep -v 'linux\.signal_df$' \
	| tr '\n' ' ')
[ -z "$new" ] && r=ok || r=FAIL
row ctest-signal-tests "$b" "$a" $r "${new:+failed after, not before: $new}"
exit $fail
