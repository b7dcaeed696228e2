#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# qemu-fix-check.sh -- build Debian's qemu with the DF patch and show that
# it removes the leak.
#
# usage: qemu-fix-check.sh GCC OUTDIR
#
# qemu-user enters x86 signal handlers with DF as the interrupted code left
# it (linux-user/i386/signal.c clears only TF).  This fetches the qemu
# source of this Debian release (apt-get source; adds a deb-src entry if
# there is none), applies tools/qemu-fix/*.patch, builds only the
# x86_64-linux-user and i386-linux-user targets (nice -n 15, ~10 minutes
# on 2 cores) and runs, under Debian's qemu (before) and the patched one
# (after):
#   - df-entries.c: handler entries that see DF=1, of 300 (-m64, -m32)
#   - examples/compact.c built plain: glibc's memmove sets DF, the handler
#     copies (qemu-x86_64 with Prefer_ERMS, qemu-i386 -cpu pentium3)
#   - the patch's own test, tests/tcg/i386/test-i386-sigdf.c
# Needs root for apt-get (as make deps).  Not part of make check or CI.
set -u
gcc=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
APT="apt-get -o DPkg::Lock::Timeout=600 -y -q"

say () { echo "qemu-fix: $*"; }
die () { echo "qemu-fix: $*" >&2; exit 1; }

# --- the machine -----------------------------------------------------------
command -v qemu-x86_64 >/dev/null && command -v qemu-i386 >/dev/null \
	|| die "qemu-user is not installed: apt-get install qemu-user" \
		"(or 'make deps' as root)"
. /etc/os-release 2>/dev/null
suite=${VERSION_CODENAME:-bookworm}

need_root () {
	[ "$(id -u)" = 0 ] || die "$* needs root (apt-get); run as root or do it first"
}

# A deb-src entry for this release (tools/deps/deb-src.sh).
sh "$here/../deps/deb-src.sh" "$suite" || exit 1

# What qemu's configure needs for the two linux-user targets (apt-get
# build-dep qemu would pull in every system emulator's libraries).
missing=
for p in dpkg-dev ninja-build meson pkg-config libglib2.0-dev zlib1g-dev \
	python3 python3-venv patch; do
	dpkg-query -W -f='${Status}' $p 2>/dev/null | grep -q 'ok installed' \
		|| missing="$missing $p"
done
if [ -n "$missing" ]; then
	need_root "installing$missing"
	say "installing$missing"
	DEBIAN_FRONTEND=noninteractive \
		$APT install --no-install-recommends $missing >/dev/null \
		|| die "cannot install$missing"
fi

# --- the patched qemu --------------------------------------------------------
mkdir -p "$out" || exit 1
cd "$out" || exit 1
patch=$(ls "$here"/*.patch)
stamp=$(cat $patch | md5sum | cut -c1-16)
if [ "$(cat build/.stamp 2>/dev/null)" != "$stamp" ]; then
	rm -rf src build qemu_*
	say "fetching the qemu source of $suite (apt-get source qemu)"
	apt-get source --download-only qemu >fetch.log 2>&1 \
		|| die "apt-get source qemu failed (a deb-src line for" \
			"$suite?): see $out/fetch.log"
	dpkg-source -x qemu_*.dsc src >>fetch.log 2>&1 \
		|| die "dpkg-source -x failed: see $out/fetch.log"
	say "qemu $(sed -n '1s/.*(\(.*\)).*/\1/p' src/debian/changelog);" \
		"applying $(basename $patch)"
	(cd src && patch -p1 --no-backup-if-mismatch <"$patch") >patch.log 2>&1 \
		|| { cat patch.log >&2; die "the patch does not apply to this qemu"; }
	mkdir build
	say "configuring x86_64-linux-user,i386-linux-user" \
		"(log: $out/build/configure.log)"
	(cd build && nice -n 15 ../src/configure \
		--target-list=x86_64-linux-user,i386-linux-user \
		--disable-system --disable-tools --disable-docs --disable-werror \
		--disable-capstone --disable-fdt --disable-slirp --disable-plugins \
		>configure.log 2>&1) \
		|| { tail -n 20 build/configure.log >&2; die "configure failed"; }
	say "building with nice -n 15 (log: $out/build/build.log)"
	(cd build && nice -n 15 ninja qemu-x86_64 qemu-i386 >build.log 2>&1) \
		|| { tail -n 20 build/build.log >&2; die "the qemu build failed"; }
	echo "$stamp" >build/.stamp
fi
new64=$out/build/qemu-x86_64 new32=$out/build/qemu-i386

# --- before and after --------------------------------------------------------
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-qemu-fix.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
for abi in 64 32; do
	"$gcc" -O2 -m$abi "$here/df-entries.c" -o "$tmp/dfe$abi" \
		&& "$gcc" -O2 -m$abi "$top/examples/compact.c" -o "$tmp/compact$abi" \
		&& "$gcc" -O2 -m$abi "$out/src/tests/tcg/i386/test-i386-sigdf.c" \
			-o "$tmp/sigdf$abi" \
		|| die "cannot build the -m$abi programs with $gcc (gcc-multilib?)"
done

outcome () {	# CMD... -> first word of the output, or the exit status
	o=$("$@" 2>/dev/null); rc=$?
	case $rc in
	0|1) echo "${o%%:*}" ;;
	*) echo "exit $rc" ;;
	esac
}
erms=glibc.cpu.hwcaps=Prefer_ERMS
row () {	# LABEL CMD64... -- CMD32...
	printf '%-44s %-14s %s\n' "$@"
}
printf '%-44s %-14s %s\n' "program" "Debian's qemu" "patched"
printf '%-44s %-14s %s\n' "-------" "-------------" "-------"
row "df-entries -m64, qemu-x86_64: DF=1 entries" \
	"$(qemu-x86_64 "$tmp/dfe64")" "$($new64 "$tmp/dfe64")"
row "df-entries -m32, qemu-i386: DF=1 entries" \
	"$(qemu-i386 "$tmp/dfe32")" "$($new32 "$tmp/dfe32")"
row "compact -m64 plain, qemu-x86_64 Prefer_ERMS" \
	"$(outcome env GLIBC_TUNABLES=$erms qemu-x86_64 "$tmp/compact64")" \
	"$(outcome env GLIBC_TUNABLES=$erms $new64 "$tmp/compact64")"
row "compact -m32 plain, qemu-i386 -cpu pentium3" \
	"$(outcome qemu-i386 -cpu pentium3 "$tmp/compact32")" \
	"$(outcome $new32 -cpu pentium3 "$tmp/compact32")"
for abi in 64 32; do
	q=qemu-x86_64 n=$new64
	[ $abi = 64 ] || q=qemu-i386 n=$new32
	$q "$tmp/sigdf$abi" >/dev/null 2>&1 && b=pass || b=FAIL
	$n "$tmp/sigdf$abi" >/dev/null 2>&1 && a=pass || a=FAIL
	row "test-i386-sigdf -m$abi (the patch's test)" "$b" "$a"
done

# The patched qemu must show no DF=1 entry and a clean program.
fail=
for abi in 64 32; do
	n=$new64
	[ $abi = 64 ] || n=$new32
	case $($n "$tmp/dfe$abi") in 0/*) ;; *) fail="$fail df-entries-m$abi" ;; esac
	$n "$tmp/sigdf$abi" >/dev/null 2>&1 || fail="$fail test-i386-sigdf-m$abi"
done
GLIBC_TUNABLES=$erms $new64 "$tmp/compact64" >/dev/null 2>&1 \
	|| fail="$fail compact-m64"
$new32 -cpu pentium3 "$tmp/compact32" >/dev/null 2>&1 \
	|| fail="$fail compact-m32"
[ -z "$fail" ] || die "the patched qemu still leaks DF:$fail"
say "the patched qemu enters every handler with DF clear"
