#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fixes/osv/check.sh -- what can be checked of
# tools/fixes/osv/0*.patch without building OSv.
#
# usage: OSV_SRC=DIR sh tools/fixes/osv/check.sh [GCC [OUTDIR]]
#
# OSv's build_signal_frame() (arch/x64/signal.cc) leaves the exception
# frame's rflags alone, so the handler of a synchronous signal (SIGSEGV,
# SIGBUS, SIGFPE) runs with the DF of the faulting instruction (OSv issue
# #154: 0001), and its exception entry has no cld, so the C++ code that
# builds that frame runs with that DF too (0002).  Checking the fixes
# needs an OSv build (its own scripts/setup.py and scripts/build, with
# boost and the rest of its dependencies) and a qemu-system-x86_64 guest:
# not done by this script (README.md here has the commands).  OSV_SRC is
# a checkout of https://github.com/cloudius-systems/osv (in cld's
# sessions the fetch tool gives /work/.mirror/cloudius-systems+osv/repo;
# `git clone` it).
#
# With OSV_SRC this checks that the patches apply (git apply) and runs
# the test of 0001, tests/tst-sigdf.cc, which its header says works on
# Linux too, where it can run here: built with GCC's g++, natively (Linux
# clears DF: it must pass) and under qemu-x86_64 when installed (qemu-user
# 7.2 leaks DF: it must fail, which shows the test detects the leak).
# Those go to stderr; the result line (tools/fixes/README.md) is
# "fixes: osv VERSION tst-sigdf before=- after=- unsupported # ...",
# since OSv itself did not run.  Exits 2 if a patch does not apply, 1 if
# the test misbehaves on Linux, else 0.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
gcc=${1:-gcc}
out=${2:-$top/build/fixes/osv}
cxx=$(echo "$gcc" | sed 's/gcc/g++/')
version=-

say () { echo "osv: $*" >&2; }
unsupported () {	# CHECK REASON...
	c=$1; shift
	echo "fixes: osv $version $c before=- after=- unsupported # $*"
}

if [ -z "${OSV_SRC:-}" ] || [ ! -f "${OSV_SRC:-/}/arch/x64/signal.cc" ]; then
	unsupported all "OSV_SRC (a cloudius-systems/osv checkout) not set or" \
		"not an OSv tree; see the header of tools/fixes/osv/check.sh"
	exit 0
fi
version=$(git -C "$OSV_SRC" rev-parse --short=8 HEAD 2>/dev/null \
	|| echo unknown)
patches=$(ls "$here"/0*.patch)
rm -rf "$out" && mkdir -p "$out/src" || exit 1
(cd "$OSV_SRC" && tar -cf - --exclude=.git arch/x64 tests modules/tests \
	modules/tests-with-linux-ld) | (cd "$out/src" && tar -xf -) || exit 1
for p in $patches; do
	if ! (cd "$out/src" && git apply "$p"); then
		say "$(basename "$p") does not apply to OSv $version"
		exit 2
	fi
	say "$(basename "$p") applies to OSv $version"
done

bad=0
if "$cxx" -std=c++11 -O2 "$out/src/tests/tst-sigdf.cc" -o "$out/tst-sigdf" \
   2>"$out/tst-sigdf.log"; then
	if "$out/tst-sigdf" >>"$out/tst-sigdf.log" 2>&1; then
		say "tests/tst-sigdf.cc on this Linux: pass"
	else
		say "tests/tst-sigdf.cc on this Linux: FAIL ($out/tst-sigdf.log)"
		bad=1
	fi
	if command -v qemu-x86_64 >/dev/null; then
		q=$(qemu-x86_64 --version | head -n 1)
		if qemu-x86_64 "$out/tst-sigdf" >/dev/null 2>&1; then
			say "tests/tst-sigdf.cc under $q: pass (this qemu" \
				"clears DF)"
		else
			say "tests/tst-sigdf.cc under $q: fail, as it must" \
				"where DF leaks"
		fi
	fi
else
	say "cannot build tests/tst-sigdf.cc with $cxx ($out/tst-sigdf.log)"
	bad=1
fi
unsupported tst-sigdf "OSv was not built and booted here: scripts/build" \
	"and a qemu-system-x86_64 guest (see tools/fixes/osv/README.md)"
exit $bad
