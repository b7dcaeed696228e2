#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# bytes-debs.sh -- where, byte by byte, two builds of the same packages
# differ: for a package without signal handlers (a control of a rebuild),
# the evidence that cld changed nothing.
#
#   bytes-debs.sh PLAIN-DIR CLD-DIR
#
# Unpacks the .deb/.udeb files of each directory (as compare-debs.sh) and
# compares every file byte by byte.  For an ELF file that differs it names
# the sections the differing bytes are in.  The debug info records the
# command line (DW_AT_producer has -fplugin=...), so a build with cld always
# differs in what is computed from the debug info: the build id
# (.note.gnu.build-id), the debug link (.gnu_debuglink: the build-id named
# debug file and its CRC) and dwz's .gnu_debugaltlink.  The separate debug
# files (/usr/lib/debug/.build-id/) are named by build id: each is paired
# through its binary's build ids and compared section by section (contents
# only: a longer producer string moves everything after it), where only
# .debug_* sections and the build id may differ; dwz's common files
# (/usr/lib/debug/.dwz/) are not compared.
# Prints one line per differing file and a summary; exit 0 when every
# difference is in those sections, 1 otherwise, 2 on errors.

set -u
[ $# = 2 ] || { echo "usage: bytes-debs.sh PLAIN-DIR CLD-DIR" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bytes-debs.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM HUP

# unpack_deb DEB ROOT
. "$(dirname "$0")/unpack-deb.sh"

unpack () {	# DIR ROOT
	mkdir -p "$2"
	n=0
	for deb in "$1"/*.deb "$1"/*.ddeb "$1"/*.udeb; do
		[ -f "$deb" ] || continue
		unpack_deb "$deb" "$2" || { echo "bytes-debs: cannot unpack $deb" >&2; exit 2; }
		n=$((n + 1))
	done
	[ $n -gt 0 ] || { echo "bytes-debs: no .deb in $1" >&2; exit 2; }
}
unpack "$1" "$tmp/p"
unpack "$2" "$tmp/c"

# The separate debug file of ELF file $2 in tree $1, from its build id.
bd_debug_file () {	# ROOT FILE
	id=$(readelf -n "$2" 2>/dev/null | sed -n 's/^ *Build ID: *\([0-9a-f]*\).*/\1/p' | head -n 1)
	[ -n "$id" ] || return 0
	df=$1/usr/lib/debug/.build-id/$(printf '%s' "$id" | cut -c1-2)/$(printf '%s' "$id" | cut -c3-).debug
	[ -f "$df" ] && echo "$df"
}

# Every section of ELF file $1 with contents into directory $2: $2/list
# has "index name" lines, $2/<index> the raw (maybe compressed) bytes, cut
# out at the offset and size of the section header (objcopy cannot dump
# .symtab or .strtab).
bd_dump () {	# FILE DIR
	rm -rf "$2"; mkdir -p "$2"
	readelf -SW "$1" 2>/dev/null | sed -n 's/^ *\[ *\([1-9][0-9]*\)\] *\([^ ]*\) *\([^ ]*\) *[0-9a-f]* *\([0-9a-f]*\) *\([0-9a-f]*\).*/\1 \2 \3 \4 \5/p' \
		> "$2/all"
	: > "$2/list"
	while read -r i name type off size; do
		[ "$type" = NOBITS ] && continue
		tail -c +$((0x$off + 1)) "$1" | head -c $((0x$size)) > "$2/$i"
		echo "$i $name" >> "$2/list"
	done < "$2/all"
}

# The names of the sections whose contents differ between ELF files $1 and
# $2 (a section in one file only counts as differing).
bd_sections () {	# A B
	bd_dump "$1" "$tmp/da"
	bd_dump "$2" "$tmp/db"
	awk '{ print $2 }' "$tmp/da/list" | sort > "$tmp/na"
	awk '{ print $2 }' "$tmp/db/list" | sort > "$tmp/nb"
	comm -3 "$tmp/na" "$tmp/nb" | tr -d '\t'
	while read -r i name; do
		j=$(awk -v n="$name" '$2 == n { print $1; exit }' "$tmp/db/list")
		[ -n "$j" ] || continue
		cmp -s "$tmp/da/$i" "$tmp/db/$j" || echo "$name"
	done < "$tmp/da/list"
}

# Sections computed from the debug info: allowed to differ.
allowed='^(\.note\.gnu\.build-id|\.gnu_debuglink|\.gnu_debugaltlink)$'
same=0 differ=0 bad=0 debug=0 paired=0
(cd "$tmp/p" && find . -type f | sort) > "$tmp/files"
(cd "$tmp/c" && find . -type f | sort) > "$tmp/cfiles"
while read -r f; do
	case $f in ./usr/lib/debug/*) debug=$((debug + 1)); continue;; esac
	if [ ! -f "$tmp/c/$f" ]; then
		echo "${f#.}: in the plain build only"; bad=$((bad + 1)); continue
	fi
	if cmp -s "$tmp/p/$f" "$tmp/c/$f"; then same=$((same + 1)); continue; fi
	differ=$((differ + 1))
	if ! readelf -h "$tmp/p/$f" >/dev/null 2>&1; then
		echo "${f#.}: differs (not ELF)"; bad=$((bad + 1)); continue
	fi
	# name offset size type of every section, then the differing offsets.
	readelf -SW "$tmp/p/$f" 2>/dev/null | sed -n 's/^ *\[ *[0-9]*\] *//p' \
		| awk '{ print $1, $4, $5, $2 }' > "$tmp/secs"
	where=$(cmp -l "$tmp/p/$f" "$tmp/c/$f" 2>/dev/null | awk '
		function hex(s,  i, v) { v = 0; s = tolower(s)
			for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1
			return v }
		NR == FNR { n[NR] = $1; o[NR] = hex($2); z[NR] = hex($3); t[NR] = $4; N = NR; next }
		{ off = $1 - 1; name = "(outside any section)"
		  for (i = 1; i <= N; i++) if (t[i] != "NOBITS" && off >= o[i] && off < o[i] + z[i]) name = n[i]
		  c[name]++ }
		END { for (k in c) printf "%s %d\n", k, c[k] }' "$tmp/secs" - | sort)
	[ "$(wc -c < "$tmp/p/$f")" = "$(wc -c < "$tmp/c/$f")" ] || where="$where
(sizes differ)"
	other=$(printf '%s\n' "$where" | awk '{ print $1 }' | grep -vE "$allowed")
	[ -z "$other" ] || bad=$((bad + 1))
	echo "${f#.}: $(printf '%s\n' "$where" | sed 's/ \([0-9]*\)$/ (\1 bytes)/' | tr '\n' ';' | sed 's/;$//; s/;/; /g')${other:+  <- UNEXPECTED}"
	# Its separate debug files, paired by the two build ids.
	dp=$(bd_debug_file "$tmp/p" "$tmp/p/$f") dc=$(bd_debug_file "$tmp/c" "$tmp/c/$f")
	if [ -n "$dp" ] && [ -n "$dc" ]; then
		secs=$(bd_sections "$dp" "$dc")
		other=$(printf '%s\n' $secs | grep -vE '^(\.debug_.*|\.note\.gnu\.build-id|\.gnu_debugaltlink)$')
		[ -z "$other" ] || bad=$((bad + 1))
		echo "  its debug file: sections that differ: $(echo $secs | sed 's/ /, /g')${other:+  <- UNEXPECTED}"
		paired=$((paired + 1))
	fi
done < "$tmp/files"
only=$(comm -13 "$tmp/files" "$tmp/cfiles" | grep -v '^\./usr/lib/debug/' | wc -l)
[ "$only" = 0 ] || { echo "$only file(s) in the cld build only"; bad=$((bad + 1)); }
echo "bytes-debs: $same files identical, $differ differ, $paired separate debug files compared section by section; $bad difference(s) elsewhere than the build id, the debug links and the debug info"
[ $bad = 0 ]
