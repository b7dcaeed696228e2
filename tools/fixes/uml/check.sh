#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check.sh -- build User-Mode Linux with tools/fixes/uml's patches and
# show, before and after, what a signal handler is entered with.
#
# usage: check.sh GCC OUTDIR
#
# UML builds its processes' signal frames in arch/x86/um/signal.c and
# leaves their EFLAGS and FPU registers as the interrupted code had them.
# This takes this release's kernel source (linux-source-N, the package
# Debian's user-mode-linux is built from), applies the series for its
# version -- tools/fixes/uml/6.1/ for Debian 12's 6.1, else tools/fixes/
# uml/*.patch (mainline form) -- builds 'make ARCH=um defconfig' + 'make
# ARCH=um linux' (x86_64, nice -n 15, -j2, 14 to 19 minutes here), and
# boots Debian's linux.uml (before) and the built one (after) on a hostfs
# root, running:
#   df-entries        handler entries with DF=1 (tools/fixes/df-entries.c)
#   fpu-entries       handler entries without the initial FPU state
#   compact           examples/compact.c: glibc's memmove sets DF and the
#                     handler copies (GLIBC_TUNABLES Prefer_ERMS)
#   sighandler_entry  the patches' selftest (tools/testing/selftests/x86)
# -m64 only: UML on x86_64 runs no 32-bit programs.  The build stays in
# OUTDIR for the next run.  Needs root for apt-get.  Prints the result
# lines of tools/fixes/README.md; exit 1 if any is FAIL.
set -u
[ $# = 2 ] || { echo "usage: check.sh GCC OUTDIR" >&2; exit 2; }
gcc=$1 out=$2
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../../.." && pwd)
APT="apt-get -o DPkg::Lock::Timeout=600 -y -q"

fixes_name=uml
. "$here/../lib.sh"
say () { echo "uml: $*"; }
die () { echo "uml: $*" >&2; exit 2; }

# The UML that is the 'before', the kernel source it was built from (its
# Built-Using names the linux source package), and the build's tools.
fixes_install user-mode-linux
kpkg=$(dpkg-query -W -f='${Built-Using}' user-mode-linux |
	sed -n 's/.*linux (= \([0-9]*\.[0-9]*\)\..*/linux-source-\1/p')
[ -n "$kpkg" ] || die "cannot tell which linux-source user-mode-linux was" \
	"built from (its Built-Using)"
fixes_install "$kpkg" make flex bison bc xz-utils
tarball=$(ls /usr/src/$kpkg.tar.* 2>/dev/null | head -n 1)
[ -n "$tarball" ] || die "$kpkg installed no /usr/src/$kpkg.tar.*"

mkdir -p "$out" && cd "$out" || exit 2
out=$(pwd)
stamp=$( (cat "$here"/*.patch "$here"/*/*.patch 2>/dev/null;
	  ls -l "$tarball") | md5sum)
if [ "$(cat build/.cld-done 2>/dev/null)" != "$stamp" ]; then
	rm -rf src build
	say "unpacking $tarball"
	mkdir src && nice -n 15 tar -xf "$tarball" -C src --strip-components=1 ||
		die "cannot unpack $tarball"
fi
version=$(make -s -C src kernelversion 2>/dev/null)
series=$(fixes_series "$version")
if [ "$(cat build/.cld-done 2>/dev/null)" != "$stamp" ]; then
	say "linux $version; applying $(basename "$series")/*.patch"
	fixes_apply_series src "$series" "linux $version"
	mkdir -p build
	say "building ARCH=um defconfig, linux, nice -n 15 -j2" \
		"(log: $out/build.log)"
	start=$(date +%s)
	(nice -n 15 make -C src ARCH=um O="$out/build" HOSTCC="$gcc" \
		CC="$gcc" defconfig &&
	 nice -n 15 make -C src ARCH=um O="$out/build" HOSTCC="$gcc" \
		CC="$gcc" -j2 linux) >build.log 2>&1 || {
		tail -n 20 build.log >&2
		die "the UML build failed"
	}
	say "built in $(( $(date +%s) - start )) s"
	echo "$stamp" >build/.cld-done
fi

# --- before and after --------------------------------------------------------
rm -rf run && mkdir -p run/out || exit 2
"$gcc" -O2 -o run/df-entries "$here/../df-entries.c" &&
	"$gcc" -O2 -o run/fpu-entries "$here/../fpu-entries.c" -lm &&
	"$gcc" -O2 -o run/compact "$top/examples/compact.c" &&
	make -s -C src/tools/testing/selftests/x86 OUTPUT="$out/run" \
		CC="$gcc" CAN_BUILD_I386=0 sighandler_entry_64 >/dev/null ||
	die "cannot build the test programs with $gcc"
# /sbin/init of the UML: run the programs, write the results to the
# host through hostfs, power off.
cat >run/init.sh <<EOF
#!/bin/sh
mount -t proc proc /proc
mount -t hostfs -o $out/run/out none $out/run/out
cd $out/run
{
	./df-entries 400; echo "rc \$?"
	./fpu-entries 400; echo "rc \$?"
	GLIBC_TUNABLES=glibc.cpu.hwcaps=Prefer_ERMS ./compact; echo "rc \$?"
	./sighandler_entry_64 >out/selftest 2>&1; echo "rc \$?"
} >out/results 2>&1
echo o >/proc/sysrq-trigger
EOF
chmod +x run/init.sh
# boot LINUX: the four results, "df fpu compact selftest".
boot () {
	rm -f run/out/results run/out/selftest
	timeout 600 "$1" mem=128M root=/dev/root rootfstype=hostfs rootflags=/ \
		ro init="$out/run/init.sh" quiet con=null con0=null \
		>run/out/console 2>&1 </dev/null
	[ -f run/out/results ] || { echo "noboot noboot noboot noboot"; return; }
	# A value line, then "rc N", per program; compact prints
	# "clean: ..." or "corrupted: ...".
	awk '/^rc / { rc[++n] = $2; next } { v[n + 1] = $1 }
	     END { sub(/:$/, "", v[3])
		   printf "%s %s%s %s %s\n",
			  (rc[1] == 0) ? v[1] : "exit" rc[1],
			  (rc[2] <= 1) ? v[2] : "exit" rc[2],
			  (rc[2] == 1) ? "-lost" : "",
			  (rc[3] <= 1) ? v[3] : "exit" rc[3],
			  (rc[4] == 0) ? "pass" : "fail" }' run/out/results
}
old=$(command -v linux.uml || command -v linux)
set -- $(boot "$old")
before_df=$1 before_fpu=$2 before_compact=$3 before_test=$4
cp run/out/selftest run/selftest-before 2>/dev/null
set -- $(boot "$out/build/linux")
cp run/out/selftest run/selftest-after 2>/dev/null
debian=$(dpkg-query -W -f='${Version}' user-mode-linux)
note=" # before: Debian's user-mode-linux $debian"
note="$note ($("$old" --version 2>/dev/null | head -n 1))"
status=0
result () {	# CHECK BEFORE AFTER WANT (a shell pattern)
	r=FAIL
	case $3 in $4) r=ok ;; esac
	[ $r = ok ] || status=1
	echo "fixes: uml $version $1 before=$2 after=$3 $r$note"
}
result df-entries-m64 "$before_df" "$1" "0/*"
result fpu-entries-m64 "$before_fpu" "$2" "0/*"
result compact-m64 "$before_compact" "$3" clean
result sighandler_entry_64 "$before_test" "$4" pass
exit $status
