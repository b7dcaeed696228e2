#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fixes/box86/check.sh -- Box86's signal delivery before and after
# tools/fixes/box86/0*.patch.
#
# usage: BOX86_SRC=DIR sh tools/fixes/box86/check.sh [GCC [OUTDIR]]
#
# Box86 (src/libtools/signals.c) cleared only TF before running a guest
# handler, so the handler started with the interrupted DF.  BOX86_SRC is a
# checkout of https://github.com/ptitSeb/box86 (a script cannot fetch it:
# in cld's sessions the fetch tool gives /work/.mirror/ptitSeb+box86/repo,
# a bare git dir; `git clone` it).  Box86 is a 32-bit program: it runs on
# 32-bit ARM (its dynarec) or, interpreter only, on x86 -- here as an
# i386 build on x86_64 (IA32 emulation in the kernel, gcc-multilib).
# Without BOX86_SRC, or where -m32 programs cannot be built or run, this
# prints a not-run line and exits 0.
#
# The build is Box86's documented x86 one (docs/COMPILE.md): cmake
# -DCMAKE_C_FLAGS=-m32 -DLD80BITS=1 -DNOALIGN=1, no dynarec, nice -n 15,
# -j2 (~10 minutes the first time on 2 busy cores).  OUTDIR (default
# build/fixes/box86) keeps src/ and build/; the patch is applied and
# reverted in src/ with git apply, so each side is an incremental rebuild.
# Under the upstream box86 (before) and the patched one (after) it runs:
#   - tools/fixes/df-entries.c and tools/fixes/df-sync.c, -m32;
#   - the patch's test, tests/test27, against tests/ref27.txt;
#   - Box86's whole ctest suite: no test may fail after that passed before
#     (a test fails if it fails ten times in a row: --repeat until-pass,
#     as Box64's CI runs its suite, for flaky thread tests; each run gets
#     30 s, a pass takes 1).
# Prints the result lines of tools/fixes/README.md ("fixes: box86 VERSION
# CHECK before=... after=... ok|FAIL|unsupported"); exits 1 if a check
# FAILs, 2 if Box86 cannot be built here (a line on stderr says why).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
gcc=${1:-gcc}
out=${2:-$top/build/fixes/box86}

fixes_name=box86
. "$here/../lib.sh"

if [ -z "${BOX86_SRC:-}" ] \
   || [ ! -f "${BOX86_SRC:-/}/src/libtools/signals.c" ] \
   || [ ! -f "${BOX86_SRC:-/}/src/emu/x86run.c" ]; then
	unsupported "BOX86_SRC (a ptitSeb/box86 checkout) not set or not a" \
		"Box86 tree; see the header of tools/fixes/box86/check.sh"
fi
version=$(git -C "$BOX86_SRC" rev-parse --short=8 HEAD 2>/dev/null \
	|| echo unknown)
case $(uname -m) in
x86_64|i?86) ;;
*) unsupported "this host is $(uname -m); this check builds Box86 for x86" ;;
esac
bin=$out/bin
mkdir -p "$bin" || exit 1
df_entries=$top/tools/fixes/df-entries.c
[ -f "$df_entries" ] || df_entries=$top/tools/qemu-fix/df-entries.c
"$gcc" -O2 -m32 "$df_entries" -o "$bin/df-entries32" \
	&& "$gcc" -O2 -m32 "$top/tools/fixes/df-sync.c" -o "$bin/df-sync32" \
	|| unsupported "cannot build -m32 programs with $gcc (gcc-multilib?)"
"$bin/df-entries32" 3 >/dev/null 2>&1 \
	|| unsupported "-m32 programs do not run here (no IA32 emulation)"
patches=$(ls "$here"/0*.patch)

# --- the tree: upstream in src/, the patches' tests in tests/ -------------
stamp=$(cat $patches | md5sum | cut -c1-16)-$version
if [ "$(cat "$out/.stamp" 2>/dev/null)" != "$stamp" ]; then
	fixes_git_tree "$BOX86_SRC" Box86 tests/test27 tests/ref27.txt
	say "configuring (log: $out/build/cmake.log)"
	(cd "$out/build" && nice -n 15 cmake ../src -DCMAKE_C_FLAGS=-m32 \
		-DLD80BITS=1 -DNOALIGN=1 -DCMAKE_BUILD_TYPE=Release \
		-DNOGIT=ON) \
		>"$out/build/cmake.log" 2>&1 \
		|| die "cmake failed: $out/build/cmake.log"
	echo 0 >"$out/applied"
	echo "$stamp" >"$out/.stamp"
fi

export BOX86_LOG=0 BOX86_NOBANNER=1
# GUEST [ARGS]: its output, "(exitN)" added if it failed.  df-entries
# leaves its 1 ms timer armed when it returns from main, and Box86 can die
# of that SIGALRM while it exits (half the runs here, before and after
# the patch), after the count is printed: that exit does not count as a
# failure.  If it dies before stdout is flushed the run is repeated (at
# most three times).
run () {
	for try in 1 2 3; do
		o=$(timeout 300 "$out/build/box86" "$@" 2>/dev/null)
		rc=$?
		[ "$rc:$o" = 142: ] || break
	done
	case $rc:$o in
	0:*|142:[0-9]*/[0-9]*) echo "$o" ;;
	*) echo "$o(exit$rc)" ;;
	esac
}
ref () {	# TEST REF: pass if the output matches REF
	run "$out/tests/$1" | cmp -s - "$out/tests/$2" && echo pass \
		|| echo fail
}

results () {	# SIDE: one value a line, in the order of the rows below
	run "$bin/df-entries32"
	run "$bin/df-sync32"
	ref test27 ref27.txt
	fixes_ctest_count "$out/failed$1" "$1" --timeout 30 \
		--repeat until-pass:10
}
fixes_git_side 0
results 0 >"$out/before.txt"
fixes_git_side 1
results 1 >"$out/after.txt"

fixes_rows df-entries-m32 df-sync-m32 tests/test27
fixes_ctest_row ctest 4
exit $fail
