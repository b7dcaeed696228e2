#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# build-with-cld.sh -- build a Debian package with cld switched on the way a
# distribution does it: lines in dpkg's build flags configuration that
# append the cld specs to CFLAGS, CXXFLAGS and LDFLAGS, so that every
# dpkg-buildpackage (every package that uses dpkg-buildflags, as debhelper
# does) builds with cld.
#
#   build-with-cld.sh --print-conf [--specs FILE]
#       print the lines for /etc/dpkg/buildflags.conf (whole machine)
#   build-with-cld.sh [options] --source PACKAGE
#       apt-get source PACKAGE (the release's deb-src), build-dep, and build it
#       (dpkg-buildpackage -us -uc -B, its test suite included) with those
#       lines in a private dpkg configuration ($XDG_CONFIG_HOME/dpkg/
#       buildflags.conf, read after /etc/dpkg/buildflags.conf with the same
#       syntax); then list the handlers cld protected (from the report)
#   build-with-cld.sh [options] -- COMMAND...
#       run COMMAND (e.g. dpkg-buildpackage -us -uc -b) in the current
#       source tree with those lines in effect
# options:
#   --specs FILE       the specs (default /usr/share/cld/cld.specs)
#   --plugin-dir DIR   where cld.so is when it is not installed in the
#                      compiler's plugin directory (-iplugindir=DIR)
#   --report FILE      the cld report (default WORK/report.jsonl)
#   --work DIR         where sources and logs go (default build/distro)
# Exit status: 0 built (and tested) with cld and at least one handler in
# the report (--source), else 1; 2 usage.
set -u

TOP=$(cd "$(dirname "$0")/../.." && pwd)
SPECS=/usr/share/cld/cld.specs
PLUGINDIR= REPORT= SOURCE= PRINT=0
WORK=$TOP/build/distro

die () { echo "build-with-cld: $*" >&2; exit 2; }
while [ $# -gt 0 ]; do
	case $1 in
	--print-conf) PRINT=1; shift;;
	--specs) SPECS=$2; shift 2;;
	--plugin-dir) PLUGINDIR=$2; shift 2;;
	--report) REPORT=$2; shift 2;;
	--work) WORK=$2; shift 2;;
	--source) SOURCE=$2; shift 2;;
	--) shift; break;;
	*) die "unknown option $1 (see the header of $0)";;
	esac
done

flags="-specs=$SPECS${PLUGINDIR:+ -iplugindir=$PLUGINDIR}${REPORT:+ -fplugin-arg-cld-report=$REPORT}"
# The lines, for /etc/dpkg/buildflags.conf or ~/.config/dpkg/buildflags.conf.
# LDFLAGS too: under -flto the code is generated at link time.
conf () {
	echo "# cld: protect signal handlers in every package build (cld manual, For distributions)"
	for v in CFLAGS CXXFLAGS LDFLAGS; do
		echo "APPEND $v $flags"
	done
}
if [ "$PRINT" = 1 ]; then
	conf
	exit 0
fi
[ -f "$SPECS" ] || die "no specs file $SPECS (install cld-specs, or give --specs)"

mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
if [ -z "$REPORT" ]; then
	REPORT=$WORK/report.jsonl
	flags="$flags -fplugin-arg-cld-report=$REPORT"
fi
export XDG_CONFIG_HOME="$WORK/config"
mkdir -p "$XDG_CONFIG_HOME/dpkg"
conf >"$XDG_CONFIG_HOME/dpkg/buildflags.conf"

if [ -z "$SOURCE" ]; then
	[ $# -gt 0 ] || die "nothing to do: --print-conf, --source PACKAGE or -- COMMAND"
	exec "$@"
fi

APT="apt-get -o DPkg::Lock::Timeout=600 -q -y"
src=$WORK/$SOURCE
rm -rf "$src" && mkdir -p "$src" && cd "$src" || exit 1
# Build-Depends first, as root; a machine without deb-src gets the
# message from apt.
if [ "$(id -u)" = 0 ]; then
	$APT install dpkg-dev fakeroot build-essential >/dev/null 2>&1
	$APT build-dep "$SOURCE" >build-dep.log 2>&1 ||
		{ apt-get -q update >/dev/null 2>&1; $APT build-dep "$SOURCE" >build-dep.log 2>&1; } ||
		{ cat build-dep.log; echo "build-with-cld: cannot install the build dependencies of $SOURCE" >&2; exit 1; }
fi
apt-get source -q "$SOURCE" >source.log 2>&1 ||
	{ cat source.log; echo "build-with-cld: apt-get source $SOURCE failed (no deb-src line for $(. /etc/os-release && echo "$VERSION_CODENAME")?)" >&2; exit 1; }
dir=$(find . -mindepth 1 -maxdepth 1 -type d | head -n 1)
rm -f "$REPORT"
echo "build-with-cld: building $SOURCE with: $(dpkg-buildflags --get CFLAGS | grep -o -- '-specs=.*')"
status=0
(cd "$dir" && DEB_BUILD_OPTIONS="${DEB_BUILD_OPTIONS:-} parallel=1" dpkg-buildpackage -us -uc -B) >build.log 2>&1 || status=1
if [ $status != 0 ]; then
	tail -n 30 build.log
	echo "build-with-cld: $SOURCE: build FAILED (log: $src/build.log)"
	exit 1
fi
# automake's test summary, when the package has one.
tests=$(grep -E '^# (PASS|FAIL): ' build.log | tr -s ' ' | tr '\n' ' ')
[ -n "$tests" ] || tests="$(grep -c 'dh_auto_test' build.log) dh_auto_test steps"
handlers=$(grep -v '"probe":true' "$REPORT" 2>/dev/null | sed -n 's/.*"function":"\([^"]*\)".*/\1/p' | sort -u | tr '\n' ' ')
echo "build-with-cld: $SOURCE: built with cld, test suite passed ($tests); handlers protected: ${handlers:-none}"
echo "build-with-cld: .debs in $src, log $src/build.log, report $REPORT"
[ -n "$handlers" ]
