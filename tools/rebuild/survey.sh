#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# survey.sh -- which source packages of SUITE the mirror really serves,
# before a rebuild is planned: its Sources index lists all of them, but a
# partial mirror answers 404 for some pool files, and apt-get source then
# fails only after sbuild's root is set up.  No build, one HEAD request a
# file.
#
#   sh tools/rebuild/survey.sh SUITE PACKAGE...
#
# One line a package: "PKG ok VERSION LTO", "PKG CODE:FILE VERSION" (the
# first file the mirror does not serve) or "PKG nosrc" (not in SUITE).
# LTO is "lto-in-rules" when debian/rules mentions LTO (the package may
# switch it on by itself: optimize=+lto, -flto, CMake's
# INTERPROCEDURAL_OPTIMIZATION), "-" otherwise.  Uses the
# package lists of build/sbuild/SUITE-root (make rebuild SUITE=...).

set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd)
SV_MIRROR=${SB_MIRROR:-http://deb.debian.org/debian}
SV_LTO_RE='([-=+]lto|-flto|INTERPROCEDURAL_OPTIMIZATION=ON)'

[ $# -ge 2 ] || {
	echo "survey: usage: sh tools/rebuild/survey.sh SUITE PACKAGE..." >&2
	exit 2
}
SV_ROOT=$TOP/build/sbuild/$1-root
shift
[ -d "$SV_ROOT/var/lib/apt/lists" ] || {
	echo "survey: no root $SV_ROOT: make rebuild SUITE=... first" >&2
	exit 2
}
SV_TMP=$(mktemp -d) || exit 2
trap 'rm -rf "$SV_TMP"' EXIT

# The record of the highest version of source package $1, as
# apt-cache showsrc prints it.
sv_record () {	# PKG
	chroot "$SV_ROOT" apt-cache showsrc --only-source "$1" 2>/dev/null \
		> "$SV_TMP/all"
	v=$(sed -n 's/^Version: //p' "$SV_TMP/all" | sort -V | tail -n 1)
	[ -n "$v" ] || return 1
	awk -v v="$v" '
		/^Package:/ { rec = "" }
		{ rec = rec $0 "\n" }
		/^$/ { if (index (rec, "\nVersion: " v "\n")) print rec
			rec = "" }
		END { if (index (rec, "\nVersion: " v "\n")) print rec }' \
		"$SV_TMP/all" > "$SV_TMP/rec"
}

# Whether debian/rules mentions LTO (the .debian.tar's or the .diff.gz's).
sv_lto () {	# DIR FILE
	curl -s -o "$SV_TMP/deb" "$SV_MIRROR/$1/$2" || return 1
	case $2 in
	*.diff.gz) zcat "$SV_TMP/deb" | grep -qiE "^\\+.*$SV_LTO_RE";;
	*) tar -xOf "$SV_TMP/deb" debian/rules 2>/dev/null \
		| grep -qiE "$SV_LTO_RE";;
	esac
}

for p in "$@"; do
	sv_record "$p" || { echo "$p nosrc"; continue; }
	dir=$(sed -n 's/^Directory: //p' "$SV_TMP/rec" | head -n 1)
	files=$(awk '/^Files:/ { f = 1; next } /^[^ ]/ { f = 0 }
		f && NF == 3 { print $3 }' "$SV_TMP/rec")
	st=ok
	for f in $files; do
		c=$(curl -s -o /dev/null -w '%{http_code}' -I \
			"$SV_MIRROR/$dir/$f")
		[ "$c" = 200 ] || { st=$c:$f; break; }
	done
	lto=-
	if [ "$st" = ok ]; then
		d=$(echo "$files" | grep -E '\.debian\.tar\.|\.diff\.gz$' \
			| tail -n 1)
		[ -n "$d" ] && sv_lto "$dir" "$d" && lto=lto-in-rules
	fi
	echo "$p $st $v $lto"
done
