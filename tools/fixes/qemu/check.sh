#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check.sh -- build Debian's qemu with tools/fixes/qemu's patches and show,
# before and after, what an x86 signal handler is entered with.
#
# usage: check.sh GCC OUTDIR
#
# qemu-user enters x86 signal handlers with the DF and the FPU state of
# the interrupted code (linux-user/i386/signal.c clears only TF).  For
# each Debian release of FIXES_SUITES (default: this host's) this fetches
# that release's qemu source (apt-get source; a deb-src entry is added if
# there is none; FIXES_QEMU_DSC_<suite>=URL of a .dsc where the archive
# lacks the release's own), applies the series for its version --
# tools/fixes/qemu/7.2/ for Debian 12's 7.2, else tools/fixes/qemu/*.patch
# (upstream form) -- builds only qemu-x86_64 and qemu-i386 (nice -n 15,
# -j2, 8 to 11 minutes on 2 shared cores) and runs, -m64 and -m32, under
# the release's installed qemu-user (before) and the patched one (after):
#   df-entries        handler entries with DF=1 (tools/fixes/df-entries.c)
#   fpu-entries       handler entries without the initial FPU state
#                     (tools/fixes/fpu-entries.c)
#   compact           examples/compact.c: glibc's memmove sets DF and the
#                     handler copies (Prefer_ERMS; -m32: -cpu pentium3)
#   test-i386-sigdf, test-i386-sigfpu
#                     the patches' own tests, built and run by qemu's tcg
#                     test harness (make run-TEST in build/tests/tcg/
#                     TARGET, QEMU= the installed or the patched qemu)
# A release other than the host's is done in its chroot (tools/chroot/
# cld-chroot run SUITE, CLD_CHROOTS), OUTDIR bound.  Builds stay in
# OUTDIR/SUITE/ for the next run.  Needs root (apt-get, chroots).  Prints
# the result lines of tools/fixes/README.md; exit 1 if any is FAIL.
set -u
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
APT="apt-get -o DPkg::Lock::Timeout=600 -y -q"

fixes_name=qemu
. "$here/../lib.sh"
say () { echo "qemu: ${suite:+[$suite] }$*"; }
die () { echo "qemu: ${suite:+[$suite] }$*" >&2; exit 2; }
need_root () {
	[ "$(id -u)" = 0 ] || die "$* needs root (apt-get); run as root"
}
host_suite () { (. /etc/os-release 2>/dev/null; echo "${VERSION_CODENAME-}"); }

# --- one release per run: the host's, or each chroot's ------------------
if [ "${1-}" != --here ]; then
	[ $# = 2 ] || die "usage: check.sh GCC OUTDIR"
	gcc=$1 out=$2
	mkdir -p "$out" || exit 2
	out=$(cd "$out" && pwd)
	host=$(host_suite)
	status=0
	for s in ${FIXES_SUITES:-$host}; do
		mkdir -p "$out/$s" || exit 2
		eval "FIXES_QEMU_DSC=\${FIXES_QEMU_DSC_$s-}"
		export FIXES_QEMU_DSC
		if [ "$s" = "$host" ]; then
			sh "$here/check.sh" --here "$gcc" "$out/$s"
		else
			CLD_CHROOT_BIND="${CLD_CHROOT_BIND-} $out" \
				"$top/tools/chroot/cld-chroot" run "$s" \
				sh "$here/check.sh" --here - "$out/$s"
		fi || status=1
	done
	exit $status
fi
shift
gcc=$1 out=$2
suite=$(host_suite)
# In a chroot: its newest gcc-N unless there is a plain gcc.
if [ "$gcc" = - ]; then
	gcc=$(command -v gcc || ls /usr/bin/gcc-[0-9]* 2>/dev/null |
		sort -t- -k2 -n | tail -n 1)
fi
command -v "$gcc" >/dev/null || die "no compiler '$gcc'"

# --- what the build needs ------------------------------------------------
sh "$top/tools/deps/deb-src.sh" "$suite" >&2 || exit 2
# configure's needs for the two linux-user targets ('apt-get build-dep
# qemu' would pull in every system emulator's libraries), and the qemu-user
# that is the 'before'.
# The '?' ones where the release has them: qemu 11's configure installs
# its python/ tooling in a venv (pip, wheel) and wants pycotap and
# qemu.qmp, and Debian's source leaves out the wheels qemu ships.
fixes_install dpkg-dev ninja-build meson pkg-config libglib2.0-dev \
	zlib1g-dev python3 python3-venv patch bzip2 qemu-user python3-pycotap? \
	python3-qemu-qmp? python3-pip? python3-wheel? python3-distlib?

# --- the patched qemu ------------------------------------------------------
mkdir -p "$out" && cd "$out" || exit 2
# A .dsc and the files it lists, from where the .dsc is.
fetch_dsc () {
	python3 - "$1" <<'EOF' || return 1
import os, sys, urllib.request
url = sys.argv[1]
base = url.rsplit('/', 1)[0]
def get(u):
    name = u.rsplit('/', 1)[1]
    with urllib.request.urlopen(u, timeout=600) as r, open(name, 'wb') as f:
        f.write(r.read())
    return name
text = open(get(url)).read()
files = text.split('\nFiles:\n', 1)[1].split('\n\n', 1)[0]
for line in files.splitlines():
    if line.startswith(' '):
        get(base + '/' + line.split()[2])
EOF
}

# Only the two linux-user targets.  The tcg tests of i386-linux-user need
# the host compiler named (configure looks for i386-linux-gnu-gcc there).
opts="--target-list=x86_64-linux-user,i386-linux-user --disable-system
	--disable-tools --disable-docs --disable-werror --disable-capstone
	--disable-fdt --disable-slirp --disable-plugins --disable-install-blobs
	--cross-cc-i386=$gcc"
stamp=$( (cat "$here"/*.patch "$here"/*/*.patch 2>/dev/null; echo $opts) |
	md5sum)
if [ "$(cat build/.done 2>/dev/null)" != "$stamp" ]; then
	rm -rf src build qemu_*
	say "fetching the qemu source of $suite (apt-get source qemu)"
	if ! apt-get source --download-only qemu >fetch.log 2>&1; then
		[ -n "${FIXES_QEMU_DSC-}" ] || die "apt-get source qemu failed" \
			"(see $out/fetch.log); FIXES_QEMU_DSC_$suite=URL of a" \
			".dsc fetches another"
		say "apt-get source failed; fetching $FIXES_QEMU_DSC"
		rm -f qemu_*
		fetch_dsc "$FIXES_QEMU_DSC" >>fetch.log 2>&1 ||
			die "cannot fetch $FIXES_QEMU_DSC (see $out/fetch.log)"
	fi
	dpkg-source -x qemu_*.dsc src >>fetch.log 2>&1 ||
		die "dpkg-source -x failed: see $out/fetch.log"
fi
version=$(dpkg-parsechangelog -l src/debian/changelog -S Version)
upstream=$(echo "$version" | sed 's/^[0-9]*://; s/[+~-].*//')
# The series: a directory named after the version it is for, else the
# upstream form.
series=$(fixes_series "$upstream")
if [ ! -f build/.done ]; then
	say "qemu $version; applying $(basename "$series")/*.patch"
	fixes_apply_series src "$series" "qemu $version"
	mkdir build
	say "configuring x86_64-linux-user,i386-linux-user" \
		"(log: $out/build/configure.log)"
	(cd build && nice -n 15 ../src/configure --cc="$gcc" $opts \
		>configure.log 2>&1) || {
		tail -n 20 build/configure.log >&2
		die "configure failed"
	}
	say "building with nice -n 15 -j2 (log: $out/build/build.log)"
	start=$(date +%s)
	(cd build && nice -n 15 ninja -j2 qemu-x86_64 qemu-i386 \
		>build.log 2>&1) || {
		tail -n 20 build/build.log >&2
		die "the qemu build failed"
	}
	say "built in $(( $(date +%s) - start )) s"
	echo "$stamp" >build/.done
fi
new64=$out/build/qemu-x86_64 new32=$out/build/qemu-i386

# --- before and after --------------------------------------------------------
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-fixes-qemu.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
for abi in 64 32; do
	for prog in "$here/../df-entries.c" "$here/../fpu-entries.c" \
		"$top/examples/compact.c"; do
		name=$(basename "$prog" .c)
		"$gcc" -O2 -m$abi -o "$tmp/$name-m$abi" "$prog" -lm ||
			die "cannot build $name -m$abi with $gcc (gcc-multilib?)"
	done
done
installed=$(dpkg-query -W -f='${Version}' qemu-user)
note=
# A binNMU (+bN) is the same source.
[ "${installed%+b[0-9]*}" = "$version" ] ||
	note=" # before: qemu-user $installed"
status=0

# result CHECK BEFORE AFTER WANT: one line; WANT is a shell pattern.
result () {
	r=FAIL
	case $3 in $4) r=ok ;; esac
	[ $r = ok ] || status=1
	echo "fixes: qemu $version $1 before=$2 after=$3 $r$note"
}
# entries QEMU PROG: "K/N" of a df-entries or fpu-entries run; "K/N-lost"
# if fpu-entries found the interrupted state not restored.
entries () {
	o=$("$@" 2>/dev/null)
	rc=$?
	o=${o%% *}
	case $rc in
	0) echo "${o:-none}" ;;
	1) echo "${o:-none}-lost" ;;
	*) echo "exit$rc" ;;
	esac
}
# outcome QEMU PROG: compact's first word (clean, corrupted) or the exit.
outcome () {
	o=$("$@" 2>/dev/null)
	rc=$?
	case $rc in
	0|1) echo "${o%%:*}" ;;
	*) echo "exit$rc" ;;
	esac
}
# tcg TARGET TEST QEMU: a test of tests/tcg through qemu's harness, which
# builds it (static, -O0 -Werror) and runs it under QEMU.
tcg () {
	make -C "$out/build/tests/tcg/$1" QEMU="$3" "run-$2" \
		>>"$out/tcg.log" 2>&1 && echo pass || echo fail
}
: >"$out/tcg.log"

erms=glibc.cpu.hwcaps=Prefer_ERMS
for abi in 64 32; do
	if [ $abi = 64 ]; then
		old=$(command -v qemu-x86_64) new=$new64 cpu=
		env="env GLIBC_TUNABLES=$erms" target=x86_64-linux-user
	else
		old=$(command -v qemu-i386) new=$new32 cpu="-cpu pentium3"
		env= target=i386-linux-user
	fi
	p=$tmp/df-entries-m$abi
	result df-entries-m$abi "$(entries $old "$p")" \
		"$(entries $new "$p")" "0/*"
	p=$tmp/fpu-entries-m$abi
	result fpu-entries-m$abi "$(entries $old "$p")" \
		"$(entries $new "$p")" "0/*"
	p=$tmp/compact-m$abi
	result compact-m$abi "$(outcome $env $old $cpu "$p")" \
		"$(outcome $env $new $cpu "$p")" clean
	for t in test-i386-sigdf test-i386-sigfpu; do
		result $t-m$abi "$(tcg $target $t "$old")" \
			"$(tcg $target $t "$new")" pass
	done
done
exit $status
