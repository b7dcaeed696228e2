#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# deb-src.sh [SUITE] -- make 'apt-get source' work for SUITE (default: this
# system's release): if no deb-src entry names it (and no deb822 source
# has deb-src), add one from the mirror of the first deb entry and run
# apt-get update.  As root when it must add one.  Used by 'make rebuild'
# (tools/rebuild) and 'make fixes-check' (tools/fixes/*/check.sh), which
# fetch Debian source packages.  Prints one line when it adds the entry; exits
# non-zero with one line when it cannot.
set -u
suite=${1:-$(. /etc/os-release 2>/dev/null && echo "${VERSION_CODENAME-}")}
[ -n "$suite" ] || { echo "deb-src: cannot tell this system's release; name it" >&2; exit 2; }

if grep -rqsE "^[[:space:]]*deb-src[[:space:]].*[[:space:]]$suite[[:space:]]|^Types:.*deb-src" \
	/etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null; then
	exit 0
fi
[ "$(id -u)" = 0 ] || { echo "deb-src: no deb-src entry for $suite; adding one needs root" >&2; exit 2; }
mirror=$(sed -n 's/^URIs:[[:space:]]*\([^[:space:]]*\).*/\1/p' \
	/etc/apt/sources.list.d/*.sources 2>/dev/null | grep -v security | head -n 1)
[ -n "$mirror" ] || mirror=$(sed -n "s/^[[:space:]]*deb[[:space:]]\+\(\[[^]]*\][[:space:]]*\)\?\([^[:space:]]*\)[[:space:]]\+$suite[[:space:]].*/\2/p" \
	/etc/apt/sources.list 2>/dev/null | head -n 1)
[ -n "$mirror" ] || mirror=http://deb.debian.org/debian
list=/etc/apt/sources.list.d/cld-deb-src-$suite.list
echo "deb-src $mirror $suite main" >"$list" || exit 2
echo "deb-src: no deb-src entry for $suite: added $list ($mirror)"
apt-get -o DPkg::Lock::Timeout=600 -q update >/dev/null ||
	{ echo "deb-src: apt-get update failed" >&2; exit 2; }
