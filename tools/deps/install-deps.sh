#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install-deps.sh -- apt-get what 'make deps' lists, on any Debian release.
#
#   install-deps.sh [--major N] PKG...
#   install-deps.sh --build-dep DIR
#
# --build-dep: the build dependencies that DIR/debian/control states
# ('apt-get build-dep DIR'), for 'make deb-deps': the control file that
# dpkg-checkbuilddeps reads is the list, so no list kept by hand can drift
# from it.  Present already (dpkg-checkbuilddeps, where dpkg-dev is
# installed): nothing to do, and no root needed.
#
# PKG may name the compiler's major version as '@' (gcc-@-plugin-dev) and
# may end in '?': installed where the release has such a package, skipped
# where it has not (binutils-gold is a package of its own from Debian 13
# on; Debian 12's binutils holds gold).  Without --major (a plain 'gcc'
# that is not installed yet, as on a fresh system) the major is the one
# the release's own gcc package depends on -- Debian 12: 12, Debian 13:
# 14 -- so a fresh machine gets the headers of the compiler 'gcc' will be,
# not a fixed one.
#
# A fresh system (a new container or cloud image) has empty package lists:
# they are updated first when empty, and once more if the install fails
# (stale lists name versions the mirror no longer has).  Prints one line
# saying what it installs, or that nothing is missing; as root.

set -u
me=cld
major= srcdir=
case ${1-} in
--major) major=$2; shift 2 ;;
--build-dep) srcdir=$2; shift 2 ;;
esac
export DEBIAN_FRONTEND=noninteractive
apt_get () { apt-get -o DPkg::Lock::Timeout=600 "$@"; }

lists_empty () {
	! ls /var/lib/apt/lists/ 2>/dev/null | grep -q '_Packages'
}
update () {
	apt_get update -q >/dev/null || { echo "$me: apt-get update failed" >&2; exit 1; }
}
installed () {
	dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'ok installed'
}
# True if apt has a real (installable) package P.
available () {
	apt-cache show --no-all-versions "$1" 2>/dev/null | grep -q '^Version:'
}

# build_dep DIR: apt-get build-dep DIR, updating stale or empty lists.
build_dep () {
	if command -v dpkg-checkbuilddeps >/dev/null 2>&1 &&
	   (cd "$1" && dpkg-checkbuilddeps) >/dev/null 2>&1; then
		echo "$me: all build dependencies present"
		exit 0
	fi
	if [ "$(id -u)" != 0 ]; then
		echo "$me: build dependencies of $1/debian/control missing -- run 'make deb-deps' as root" >&2
		exit 1
	fi
	echo "$me: installing the build dependencies of $1/debian/control"
	if lists_empty; then
		echo "$me: the package lists are empty; running apt-get update"
		update
	fi
	apt_get build-dep -y -q "$1" >/dev/null 2>&1 || {
		echo "$me: apt-get build-dep failed; running apt-get update and trying again"
		update && apt_get build-dep -y -q "$1" >/dev/null
	} || { echo "$me: cannot install the build dependencies of $1 (see apt-get's message above)" >&2; exit 1; }
	exit 0
}
if [ -n "$srcdir" ]; then
	[ -f "$srcdir/debian/control" ] || { echo "$me: no $srcdir/debian/control" >&2; exit 1; }
	# apt-get takes a source tree only by a path with a slash.
	case $srcdir in /*|./*) ;; *) srcdir=./$srcdir ;; esac
	build_dep "$srcdir"
fi

case " $* " in *@*) ;; *) major=none ;; esac
if [ -z "$major" ]; then
	if lists_empty; then
		[ "$(id -u)" = 0 ] || { echo "$me: gcc is not installed and the package lists are empty: run 'make deps' as root" >&2; exit 1; }
		echo "$me: the package lists are empty; running apt-get update"
		update
	fi
	# Debian 12's gcc: "Depends: gcc-12".
	major=$(apt-cache depends gcc 2>/dev/null |
		sed -n 's/^ *Depends: gcc-\([0-9][0-9]*\)$/\1/p' | head -n 1)
	[ -n "$major" ] || { echo "$me: cannot tell which gcc-N this release's gcc is (apt-cache depends gcc); run 'make deps GCC=gcc-N'" >&2; exit 1; }
fi

missing= optional=
for p in "$@"; do
	p=$(echo "$p" | sed "s/@/$major/g")
	case $p in
	*\?) p=${p%\?}; installed "$p" || optional="$optional $p" ;;
	*) installed "$p" || missing="$missing $p" ;;
	esac
done
if [ -n "$optional" ] && [ "$(id -u)" = 0 ]; then
	lists_empty && update
	for p in $optional; do
		available "$p" && missing="$missing $p"
	done
fi
if [ -z "$missing" ]; then
	echo "$me: all packages present"
	exit 0
fi
if [ "$(id -u)" != 0 ]; then
	echo "$me: missing packages:$missing -- run 'make deps' as root or apt-get install them" >&2
	exit 1
fi
echo "$me: installing$missing"
if lists_empty; then
	echo "$me: the package lists are empty; running apt-get update"
	update
fi
apt_get install -y -q $missing >/dev/null 2>&1 || {
	echo "$me: install failed; running apt-get update and trying again"
	update && apt_get install -y -q $missing >/dev/null
} || { echo "$me: cannot install$missing (see apt-get's message above)" >&2; exit 1; }
