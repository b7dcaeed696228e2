#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# compare-debs.sh -- compare two builds of the same packages, plain and with
# cld, function by function: the step of tools/rebuild that also runs
# after any build farm's builds.
#
#   compare-debs.sh [--compare-tool CLD-COMPARE] [--report REPORT.jsonl]
#                   [--text FILE] PLAIN-DIR CLD-DIR
#
# PLAIN-DIR and CLD-DIR hold the .deb (and -dbgsym .deb/.ddeb) files of the
# two builds.  Each set is unpacked into one tree; `cld-compare --compare`
# then pairs every ELF file and static archive of the two trees and every
# function in them (symbols from the -dbgsym packages' separate debug
# files when the binaries are stripped), normalises the instructions for
# addresses and displacements, and prints JSON on stdout: the functions
# that changed, those of them the report says were protected (each exactly
# by one leading cld), cld's thunks for handlers registered where they
# may not be defined (cld_thunk.F: cld, then F), the functions that
# register through them (rerouted: the thunk's address for F's) or map a
# handler value through them at run time (mapped: for a reader to check),
# and the unexpected ones (anything else).  A .deb
# in one set only is unexpected too.  --text FILE gets shell assignments
# n_changed=, n_protected=, n_unexpected=, n_elf=, n_identical= (ELF files
# identical but for build id and debug info: all of them for a package
# without handlers), n_thunks=, n_rerouted=, n_mapped=.  Exit 0 when nothing unexpected
# changed, 1 otherwise, 2 on errors.

set -u
COMPARE=cld-compare
REPORT=
TEXT=
while [ $# -gt 0 ]; do
	case $1 in
	--compare-tool) COMPARE=$2; shift 2;;
	--report) REPORT=$2; shift 2;;
	--text) TEXT=$2; shift 2;;
	-*) echo "compare-debs: unknown option $1" >&2; exit 2;;
	*) break;;
	esac
done
[ $# = 2 ] || { echo "usage: compare-debs.sh [--compare-tool T] [--report R] [--text F] PLAIN-DIR CLD-DIR" >&2; exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/compare-debs.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM HUP

# unpack_deb DEB ROOT
. "$(dirname "$0")/unpack-deb.sh"

unpack () {	# DIR ROOT LIST
	mkdir -p "$2"
	: > "$3"
	for deb in "$1"/*.deb "$1"/*.ddeb "$1"/*.udeb; do
		[ -f "$deb" ] || continue
		echo "$(dpkg-deb -f "$deb" Package)_$(dpkg-deb -f "$deb" Architecture)" >> "$3"
		unpack_deb "$deb" "$2" || { echo "compare-debs: cannot unpack $deb" >&2; exit 2; }
	done
	sort -o "$3" "$3"
}
unpack "$1" "$tmp/plain" "$tmp/plain.list"
unpack "$2" "$tmp/cld" "$tmp/cld.list"
[ -s "$tmp/plain.list" ] || { echo "compare-debs: no .deb in $1" >&2; exit 2; }
only=$(comm -3 "$tmp/plain.list" "$tmp/cld.list" | tr -d '\t' | tr '\n' ' ')

set -- --compare "$tmp/plain" "$tmp/cld" --format=json
[ -n "$REPORT" ] && set -- "$@" --report "$REPORT"
"$COMPARE" "$@" > "$tmp/out.json"
rc=$?
[ $rc -le 1 ] || { cat "$tmp/out.json"; exit 2; }
if [ -n "$only" ]; then
	# A package built by one side only: unexpected.
	rc=1
	sed "s|^{|{\"debs_in_one_build_only\":\"$only\",|" "$tmp/out.json"
else
	cat "$tmp/out.json"
fi
if [ -n "$TEXT" ]; then
	count () { sed -n "s/.*\"$1\": *\([0-9]*\).*/\1/p" "$tmp/out.json" | head -n 1; }
	nu=$(count n_unexpected)
	[ -n "$only" ] && nu=$((nu + 1))
	{
		echo "n_changed=$(count n_changed)"
		echo "n_protected=$(count n_protected)"
		echo "n_unexpected=$nu"
		echo "n_elf=$(count elf_files)"
		echo "n_identical=$(count identical_elf_files)"
		echo "n_thunks=$(count n_thunks)"
		echo "n_rerouted=$(count n_rerouted)"
		echo "n_mapped=$(count n_mapped)"
	} > "$TEXT"
fi
exit $rc
