#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fixes/box64/check.sh -- Box64's signal delivery to 32-bit (box32)
# and 64-bit guests before and after tools/fixes/box64/0*.patch.
#
# usage: BOX64_SRC=DIR sh tools/fixes/box64/check.sh [GCC [OUTDIR]]
#
# Box64's 64-bit path enters guest handlers with EFLAGS 0x202 since
# e8232924; box32 (src/libtools/signal32.c) cleared only TF, so a 32-bit
# handler started with the interrupted DF.  BOX64_SRC is a checkout of
# https://github.com/ptitSeb/box64 (a script cannot fetch it: in cld's
# sessions the fetch tool gives /work/.mirror/ptitSeb+box64/repo, a bare
# git dir; `git clone` it).  Without BOX64_SRC, or on a host that is not
# x86_64 with gcc -m32 (gcc-multilib), this prints an unsupported line and
# exits 0.
#
# The build is Box64's documented x86_64 one (docs/COMPILE.md, and the X64
# Box32 job of its CI): cmake -DLD80BITS=1 -DNOALIGN=1 -DBOX32=ON, no
# dynarec, nice -n 15, -j2 (~15 minutes the first time on 2 busy cores).
# OUTDIR (default build/fixes/box64) keeps src/ and build/; the patches
# are applied and reverted in src/ with git apply, so each side is an
# incremental rebuild.  Under the upstream box64 (before) and the patched
# one (after) it runs:
#   - tools/fixes/df-entries.c and tools/fixes/df-sync.c, -m32 (box32)
#     and -m64 (the 64-bit path, already fixed upstream);
#   - the patches' tests, tests32/test29 and tests/test36, against their
#     ref files;
#   - Box64's whole ctest suite: no test may fail after that passed before
#     (a test fails if it fails ten times in a row: --repeat until-pass,
#     as Box64's CI runs it; tlsData_32bits hangs in 3 of 10 runs here,
#     with and without the patch; each run gets 30 s, a pass takes 1).
# Prints the result lines of tools/fixes/README.md ("fixes: box64 VERSION
# CHECK before=... after=... ok|FAIL|unsupported"); exits 1 if a check
# FAILs, 2 if Box64 cannot be built here (a line on stderr says why).
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
gcc=${1:-gcc}
out=${2:-$top/build/fixes/box64}

fixes_name=box64
. "$here/../lib.sh"

if [ -z "${BOX64_SRC:-}" ] \
   || [ ! -f "${BOX64_SRC:-/}/src/libtools/signal32.c" ]; then
	unsupported "BOX64_SRC (a ptitSeb/box64 checkout) not set or not a" \
		"Box64 tree; see the header of tools/fixes/box64/check.sh"
fi
version=$(git -C "$BOX64_SRC" rev-parse --short=8 HEAD 2>/dev/null \
	|| echo unknown)
[ "$(uname -m)" = x86_64 ] \
	|| unsupported "this host is $(uname -m); the build and the guests" \
		"here need x86_64"
bin=$out/bin
mkdir -p "$bin" || exit 1
df_entries=$top/tools/fixes/df-entries.c
[ -f "$df_entries" ] || df_entries=$top/tools/qemu-fix/df-entries.c
for m in 64 32; do
	"$gcc" -O2 -m$m "$df_entries" -o "$bin/df-entries$m" \
		&& "$gcc" -O2 -m$m "$top/tools/fixes/df-sync.c" \
			-o "$bin/df-sync$m" \
		|| unsupported "cannot build the -m$m guests with $gcc" \
			"(gcc-multilib?)"
done
patches=$(ls "$here"/0*.patch)

# --- the tree: upstream in src/, the patches' tests in tests/ -------------
stamp=$(cat $patches | md5sum | cut -c1-16)-$version
if [ "$(cat "$out/.stamp" 2>/dev/null)" != "$stamp" ]; then
	fixes_git_tree "$BOX64_SRC" Box64 tests32/test29 tests32/ref29.txt \
		tests/test36 tests/ref36.txt
	say "configuring (log: $out/build/cmake.log)"
	(cd "$out/build" && nice -n 15 cmake ../src -DLD80BITS=1 -DNOALIGN=1 \
		-DBOX32=ON -DCMAKE_BUILD_TYPE=Release -DNOGIT=ON) \
		>"$out/build/cmake.log" 2>&1 \
		|| die "cmake failed: $out/build/cmake.log"
	echo 0 >"$out/applied"
	echo "$stamp" >"$out/.stamp"
fi

export BOX64_LOG=0 BOX64_NOBANNER=1 BOX64_DYNACACHE=0
# GUEST [ARGS]: its output, "(exitN)" added if it failed.  df-entries
# leaves its 1 ms timer armed when it returns from main, and Box64 can die
# of that SIGALRM while it exits (box32 guests, half the runs here, before
# and after the patch), after the count is printed: that exit does not
# count as a failure.  If it dies before stdout is flushed the run is
# repeated (at most three times); stdbuf -oL makes the host libc, which
# runs the guest's printf, flush at the newline.
run () {
	for try in 1 2 3; do
		o=$(timeout 300 $stdbuf "$out/build/box64" "$@" 2>/dev/null)
		rc=$?
		[ "$rc:$o" = 142: ] || break
	done
	case $rc:$o in
	0:*|142:[0-9]*/[0-9]*) echo "$o" ;;
	*) echo "$o(exit$rc)" ;;
	esac
}
stdbuf=
command -v stdbuf >/dev/null && stdbuf="stdbuf -oL"
ref () {	# TEST REF: pass if the output matches REF
	run "$out/tests/$1" | cmp -s - "$out/tests/$2" && echo pass \
		|| echo fail
}

results () {	# SIDE: one value a line, in the order of the rows below
	for m in 32 64; do
		run "$bin/df-entries$m"
		run "$bin/df-sync$m"
	done
	ref test29 ref29.txt
	ref test36 ref36.txt
	fixes_ctest_count "$out/failed$1" "$1" --timeout 30 \
		--repeat until-pass:10
}
fixes_git_side 0
results 0 >"$out/before.txt"
fixes_git_side 1
results 1 >"$out/after.txt"

fixes_rows df-entries-m32 df-sync-m32 df-entries-m64 df-sync-m64 \
	tests32/test29 tests/test36
fixes_ctest_row ctest 7
exit $fail
