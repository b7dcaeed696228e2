#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# install-specs.sh -- write an installed copy of a cld specs file.
#
#   install-specs.sh [--root DIR] [--plugin PATH]... [--pin PLUGINDIR]
#                    [--for 'WHAT'] SRC OUT
#
# Copies SRC (specs/cld.specs or cld-mcld.specs) to OUT, atomically, with a
# "# cld.so sha256 DIGEST PATH" comment for every installed cld.so: each
# --plugin PATH and every /usr/lib/gcc/*/*/plugin/cld.so, read under --root
# (a DESTDIR; the paths written are the target system's; with --pin only
# the --plugin ones).  ccache hashes a
# -specs= file but not the plugin it loads, so the specs must change
# whenever a plugin does: 'make install' and the Debian packages (postinst,
# and a dpkg trigger when any gcc-N-plugin-cld changes) run this script.
#
# By default the copy keeps SRC's short plugin name, which each GCC
# resolves in its own plugin directory: one specs file for every GCC.
# --pin PLUGINDIR is for a cld.so outside the compiler's plugin directory
# ('make install PLUGINDIR=...'): the copy loads PLUGINDIR/cld.so by
# absolute path, and so serves only the GCC it was built for (--for names
# it in the error a missing plugin gives), and the link-time check's
# PLUGINDIR/cld-ld.so inside %x{}, which GCC passes to the linker once
# however often the specs are given (the short-name copy finds the
# plugin/cld-ld.specs that says the same next to each GCC's cld.so).
set -eu

root= pin= for= plugins=
while [ $# -gt 2 ]; do
	case $1 in
	--root) root=$2; shift 2 ;;
	--plugin) plugins="$plugins $2"; shift 2 ;;
	--pin) pin=$2; shift 2 ;;
	--for) for=$2; shift 2 ;;
	*) break ;;
	esac
done
if [ $# -ne 2 ] || [ ! -f "$1" ]; then
	echo "usage: install-specs.sh [--root DIR] [--plugin PATH]... [--pin PLUGINDIR] [--for WHAT] SRC OUT" >&2
	exit 2
fi
src=$1 out=$2
name=$(basename "$out")

case "$pin$out" in
*[[:space:]%\|\#]*)
	echo "install-specs.sh: '$pin' / '$out' must not contain blanks, '%', '|' or '#' (they go into a GCC spec)" >&2
	exit 1 ;;
esac
case "$pin" in
''|/*) ;;
*) echo "install-specs.sh: --pin $pin is not absolute" >&2; exit 1 ;;
esac

tmp=$out.tmp.$$
trap 'rm -f "$tmp"' EXIT
{
	sed -n '1,/^# cld/p' "$src"
	echo "#"
	echo "# Installed by specs/install-specs.sh${pin:+${for:+ for $for}}."
	if [ -n "$pin" ]; then
		echo "# Loads $pin/cld.so."
	else
		echo "# Each GCC loads its own cld.so; installed now:"
	fi
	seen=
	[ -n "$pin" ] || plugins="$plugins $(cd "${root:-/}" && ls -d usr/lib/gcc/*/*/plugin/cld.so 2>/dev/null | sed 's|^|/|')"
	for p in $plugins; do
		case " $seen " in *" $p "*) continue ;; esac
		seen="$seen $p"
		[ -f "$root$p" ] || continue
		echo "# cld.so sha256 $(sha256sum < "$root$p" | cut -d' ' -f1) $p"
	done
	if [ -z "$pin" ]; then
		sed '1,/^# cld/d' "$src"
	else
		sed -e '1,/^# cld/d' \
		    -e '/^# This copy finds cld.so/,/^# whenever a plugin does/d' \
		    -e "s|^%{iplugindir=\*:%{iplugindir\*} -fplugin=cld;:-fplugin=%:find-file(plugin/cld.so)}|-fplugin=$pin/cld.so|" \
		    -e "s|^%{iplugindir=\*:%(cld_load);.*|%:if-exists-then-else($pin/cld.so %%(cld_load) %%(cld_missing))|" \
		    -e "s|^%ecld: cld.so .*|%ecld: $pin/cld.so is missing; ${out#"$root"} was installed with it${for:+ for $for}: install cld for the compiler in use (make install GCC=...), or build without these specs, or add -fno-cld|" \
		    -e "s|^%{%:if-exists-then-else(%:find-file(plugin/cld-ld.specs) .*|%:if-exists-then-else($pin/cld-ld.so %%x{-plugin=$pin/cld-ld.so} %%(cld_ld_missing))|" \
		    -e "s|^%:include(plugin/cld-ld.specs) .*|%(cld_ld_missing)|" \
		    -e "s|^%ecld: cld-ld.so .*|%ecld: $pin/cld-ld.so is missing; ${out#"$root"} was installed with it${for:+ for $for}: install cld for the compiler in use (make install GCC=...), or build without these specs, or add -fno-cld|" \
		    "$src"
	fi
} > "$tmp"

# Every line the pinned copy rewrites must have been there, so an edit to
# specs/*.specs cannot silently install a short-name spec as a pinned one.
if [ -n "$pin" ] && { grep -v '^#' "$tmp" | grep -q 'find-file\|iplugindir' ||
	[ "$(grep -c -F "$pin/cld.so" "$tmp")" -lt 4 ] ||
	[ "$(grep -c -F "$pin/cld-ld.so" "$tmp")" -lt 2 ] ||
	grep -v '^#' "$tmp" | grep -q 'cld-ld.specs'; }; then
	echo "install-specs.sh: $src does not have the lines it rewrites; update one or the other" >&2
	exit 1
fi
grep -q '^\*cc1:' "$tmp" || { echo "install-specs.sh: $src is not a cld specs file" >&2; exit 1; }
chmod 644 "$tmp"
mv -f "$tmp" "$out"
trap - EXIT
echo "installed $out ($(grep -c '^# cld.so sha256' "$out") cld.so digests)"
