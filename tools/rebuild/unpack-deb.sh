# SPDX-License-Identifier: GPL-3.0-or-later
# unpack-deb.sh -- sourced by compare-debs.sh and bytes-debs.sh, which must
# lay out the two sets of packages the same way.

# Unpack DEB under ROOT: a .deb or .ddeb at the root (the -dbgsym packages'
# debug files land in ROOT/usr/lib/debug, where cld-compare looks), a
# .udeb under ROOT/udeb/.  A package that ships a file another package
# already put there goes under ROOT/PACKAGE/ instead: overwriting it would
# leave the first one uncompared (screen's udeb has its own /usr/bin/screen,
# built without PAM and without a debug file).
unpack_deb () {	# DEB ROOT
	dest=$2
	case $1 in *.udeb) dest=$2/udeb;; esac
	mkdir -p "$dest"
	if dpkg-deb --fsys-tarfile "$1" | tar -tf - | grep -v '/$' \
		| (while read -r f; do { [ -e "$dest/$f" ] || [ -L "$dest/$f" ]; } && exit 0; done; exit 1); then
		dest=$dest/$(dpkg-deb -f "$1" Package)
		mkdir -p "$dest"
	fi
	dpkg-deb -x "$1" "$dest"
}
