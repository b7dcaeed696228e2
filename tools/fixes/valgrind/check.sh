#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check.sh -- build Debian's valgrind with tools/fixes/valgrind's patches
# and show, before and after, what a signal handler is entered with.
#
# usage: check.sh GCC OUTDIR
#
# Valgrind builds the signal frames of its guest itself (coregrind/
# m_sigframe/sigframe-{amd64,x86}-linux.c) and leaves the guest's DF and
# FPU state as the interrupted code had them.  This fetches this
# release's valgrind source (apt-get source; a deb-src entry is added if
# there is none), applies the series for its version -- tools/fixes/
# valgrind/3.19/ for Debian 12's, else tools/fixes/valgrind/*.patch
# (upstream form) -- builds VEX, coregrind, none and memcheck for amd64
# and x86 (nice -n 15, -j2, ~20 minutes here) and runs, under the
# installed valgrind (before) and the patched one in place (after):
#   df-entries        handler entries with DF=1, -m64 and -m32 under
#                     --tool=none, -m64 under --tool=memcheck
#   fpu-entries       handler entries without the initial FPU state
#   sighandler_df, sighandler_fpu
#                     the patches' regression tests (none/tests/
#                     amd64-linux, x86-linux): after, through valgrind's
#                     own tests/vg_regtest; before, their output against
#                     the .stdout.exp
# The build stays in OUTDIR for the next run.  Needs root (apt-get).
# Prints the result lines of tools/fixes/README.md; exit 1 if any is FAIL.
set -u
[ $# = 2 ] || { echo "usage: check.sh GCC OUTDIR" >&2; exit 2; }
gcc=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
APT="apt-get -o DPkg::Lock::Timeout=600 -y -q"
suite=$(. /etc/os-release 2>/dev/null; echo "${VERSION_CODENAME-}")

fixes_name=valgrind
. "$here/../lib.sh"
say () { echo "valgrind: $*"; }
die () { echo "valgrind: $*" >&2; exit 2; }

sh "$top/tools/deps/deb-src.sh" "$suite" >&2 || exit 2
# The build's needs (autoconf and automake: the patches change
# Makefile.am), the 32-bit libc for the x86 half, and the valgrind that
# is the 'before'.
fixes_install dpkg-dev autoconf automake make perl gcc-multilib valgrind

mkdir -p "$out" && cd "$out" || exit 2
out=$(pwd)
stamp=$(cat "$here"/*.patch "$here"/*/*.patch 2>/dev/null | md5sum)
# src/.cld-ready: unpacked, patched and configured for these patches; an
# interrupted build goes on from there.
if [ "$(cat src/.cld-ready 2>/dev/null)" != "$stamp" ]; then
	rm -rf src valgrind_*
	say "fetching the valgrind source of $suite (apt-get source valgrind)"
	apt-get source --download-only valgrind >fetch.log 2>&1 ||
		die "apt-get source valgrind failed: see $out/fetch.log"
	dpkg-source -x valgrind_*.dsc src >>fetch.log 2>&1 ||
		die "dpkg-source -x failed: see $out/fetch.log"
fi
version=$(dpkg-parsechangelog -l src/debian/changelog -S Version)
upstream=$(echo "$version" | sed 's/^[0-9]*://; s/[+~-].*//')
series=$(fixes_series "$upstream")
if [ "$(cat src/.cld-ready 2>/dev/null)" != "$stamp" ]; then
	say "valgrind $version; applying $(basename "$series")/*.patch"
	fixes_apply_series src "$series" "valgrind $version"
	say "configuring (log: $out/src/build.log)"
	(cd src && nice -n 15 ./autogen.sh && CC=$gcc nice -n 15 ./configure) \
		>src/build.log 2>&1 || {
		tail -n 20 src/build.log >&2
		die "autogen.sh or configure failed"
	}
	echo "$stamp" >src/.cld-ready
fi
if [ "$(cat src/.cld-done 2>/dev/null)" != "$stamp" ]; then
	# Only what the checks run: the library, the core, two tools and
	# the in-place tree that vg-in-place and vg_regtest use, the
	# regression tests' helpers and the new tests.
	say "building with nice -n 15 -j2 (log: $out/src/build.log)"
	start=$(date +%s)
	(cd src && nice -n 15 make include/vgversion.h default.supp &&
	 for d in include VEX coregrind none memcheck; do
		nice -n 15 make -j2 -C $d || exit 1
	 done && nice -n 15 make all-local &&
	 nice -n 15 make -j2 -C tests check &&
	 nice -n 15 make -j2 -C none/tests/amd64-linux check &&
	 nice -n 15 make -j2 -C none/tests/x86-linux check) \
		>>src/build.log 2>&1 || {
		tail -n 20 src/build.log >&2
		die "the valgrind build failed"
	}
	say "built in $(( $(date +%s) - start )) s"
	echo "$stamp" >src/.cld-done
fi
new=$out/src/vg-in-place

# --- before and after --------------------------------------------------------
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-fixes-valgrind.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
for abi in 64 32; do
	for prog in df-entries fpu-entries; do
		"$gcc" -O2 -m$abi -o "$tmp/$prog-m$abi" "$here/../$prog.c" -lm ||
			die "cannot build $prog -m$abi with $gcc (gcc-multilib?)"
	done
done
status=0

result () {	# CHECK BEFORE AFTER WANT (a shell pattern)
	r=FAIL
	case $3 in $4) r=ok ;; esac
	[ $r = ok ] || status=1
	echo "fixes: valgrind $version $1 before=$2 after=$3 $r"
}
entries () {	# VALGRIND TOOL PROG: "K/N" ("-lost": state not restored)
	o=$("$1" -q --tool="$2" "$3" 2>/dev/null)
	rc=$?
	o=${o%% *}
	case $rc in
	0) echo "${o:-none}" ;;
	1) echo "${o:-none}-lost" ;;
	*) echo "exit$rc" ;;
	esac
}
# A regression test under the installed valgrind: its output against its
# .stdout.exp, as vg_regtest would compare it.
before_test () {	# DIR TEST
	(cd "src/none/tests/$1" &&
	 valgrind -q "./$2" 2>/dev/null | diff -q - "$2.stdout.exp") \
		>/dev/null 2>&1 && echo pass || echo fail
}
after_test () {		# DIR TEST
	(cd src && perl tests/vg_regtest "none/tests/$1/$2") \
		>>"$out/regtest.log" 2>&1 && echo pass || echo fail
}

: >"$out/regtest.log"
for abi in 64 32; do
	p=$tmp/df-entries-m$abi
	result df-entries-m$abi "$(entries valgrind none "$p")" \
		"$(entries "$new" none "$p")" "0/*"
	[ $abi = 64 ] && result df-entries-m64-memcheck \
		"$(entries valgrind memcheck "$p")" \
		"$(entries "$new" memcheck "$p")" "0/*"
	p=$tmp/fpu-entries-m$abi
	result fpu-entries-m$abi "$(entries valgrind none "$p")" \
		"$(entries "$new" none "$p")" "0/*"
done
for d in amd64-linux x86-linux; do
	for t in sighandler_df sighandler_fpu; do
		result "$t-$d" "$(before_test $d $t)" "$(after_test $d $t)" pass
	done
done
exit $status
