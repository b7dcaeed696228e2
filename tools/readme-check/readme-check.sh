#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# readme-check.sh -- every command block the documentation offers to
# paste, run as written from a fresh root of each release, and the result
# recorded in the tree (make readme-check; at least once per release, not
# in CI: 20 minutes for bookworm, 9 for trixie on 2 shared cores).
#
#   readme-check.sh [-r RECORD] [-b 'NAME...'] RELEASE...
#
# The blocks are those README and doc/cld.texi mark '# readme-check: NAME'
# (tools/readme-check/blocks.sh), in the order of README then the manual.
# A NAME is one block: the front door and the manual may both show it,
# with the same text, and it runs once; two different texts under one
# NAME are an error.  For each
# RELEASE, tools/readme-check/run-blocks.sh runs them in order in one
# brand-new root (minbase, make, git, ca-certificates), so each block
# finds what the blocks before it left, as a reader who follows the
# document does.  A block that takes hours runs in the reduced form it
# offers itself, per tools/readme-check/reductions, and its record says
# so.
#
# -b runs only the blocks NAME..., still in document order, in the fresh
# root (say 'quickstart qemu-fix': a block that needs what an earlier one
# installed names it too); their lines replace the earlier ones and every
# other line of the record stays as it was, with its own date and HEAD.
#
# RECORD (default doc/readme-check.txt) gets one line per block and
# release -- block, release, result, date, note -- replacing that pair's
# line of an earlier run; lines of other releases stay.  Logs in
# build/readme-check/RELEASE/.  Exit status 1 if any block failed.
# As root (mmdebstrap, chroot).

set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd -P)
here=$TOP/tools/readme-check
record=$TOP/doc/readme-check.txt
only=
usage="usage: $0 [-r RECORD] [-b 'NAME...'] RELEASE..."
while getopts r:b: o; do
	case $o in
	r) record=$OPTARG ;;
	b) only="$only $OPTARG" ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
for r in "$@"; do
	case $r in
	bookworm|trixie|forky) ;;
	*) echo "readme-check: unknown release '$r' (bookworm, trixie, forky)" >&2; exit 2 ;;
	esac
done
[ -z "$(git -C "$TOP" status --porcelain --untracked-files=no -- README doc)" ] ||
	echo "readme-check: note: uncommitted changes to README or doc/ are not checked; checking HEAD"

tmp=$(mktemp -d "${TMPDIR:-/tmp}/readme-check.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
trap 'exit 130' INT TERM HUP

# The blocks of HEAD, in order: items holds FILE:NAME for each NAME's
# first appearance; a later one must have the same text.
items=
for f in README doc/cld.texi; do
	src=$tmp/src.${f##*/}
	git -C "$TOP" show "HEAD:$f" >"$src" 2>/dev/null || continue
	for name in $(sh "$here/blocks.sh" "$src" 2>/dev/null); do
		sh "$here/blocks.sh" "$src" "$name" >"$tmp/cand"
		if [ -f "$tmp/b.$name" ]; then
			cmp -s "$tmp/b.$name" "$tmp/cand" || {
				echo "readme-check: block '$name' of $f differs from the one before it of the same name" >&2
				exit 2
			}
		else
			mv "$tmp/cand" "$tmp/b.$name"
			items="$items $f:$name"
		fi
	done
done
[ -n "$items" ] || { echo "readme-check: no '# readme-check:' blocks in README or doc/cld.texi" >&2; exit 2; }
# The blocks to run: all of them, or those -b names (each must exist).
run=$items
if [ -n "$only" ]; then
	run=
	for name in $only; do
		[ -f "$tmp/b.$name" ] || {
			echo "readme-check: -b: no block '$name' in README or doc/cld.texi (tools/readme-check/blocks.sh FILE lists them)" >&2
			exit 2
		}
	done
	for it in $items; do
		case " $only " in *" ${it#*:} "*) run="$run $it" ;; esac
	done
fi

status=0
today=$(date +%F)
head=$(git -C "$TOP" rev-parse --short HEAD)
: >"$tmp/results"
for rel in "$@"; do
	out=$TOP/build/readme-check/$rel
	mkdir -p "$out"
	{ sh "$here/run-blocks.sh" -o "$out" -x "$here/reductions" "$rel" $run 2>&1
	  echo $? >"$out.rc"; } | tee "$out.out"
	[ "$(cat "$out.rc")" = 0 ] || status=1
	grep -E "^run-blocks: $rel [^ ]+: (ok|FAILED)" "$out.out" |
	while read -r _ _ item res; do
		item=${item%:}
		note=$(echo "$res" | sed -n 's/.*(reduced: \(.*\)) \[.*/reduced: \1; /p')
		res=$(echo "$res" | sed 's/ *(reduced: .*//; s/ *\[[0-9]* s\]$//')
		# A failure's note: the block's last line that is neither the
		# trace nor make's own "***" line, usually the tool's message.
		why=
		case $res in
		FAILED*) why=$(grep -v -e '^+' -e '^make.*\*\*\*' -e '^[[:space:]]*$' \
			"$out/${item#*:}.log" 2>/dev/null | tail -n 1 | tr '\t' ' ') ;;
		esac
		printf '%s\t%s\t%s\t%s\t%s\n' "${item#*:}" "$rel" "$res" "$today" \
			"${note}${why:+$why; }HEAD $head" >>"$tmp/results"
	done
done

# The record: the results of this run, then the earlier lines of any
# other block or release, in document order.
mkdir -p "$(dirname "$record")"
{
	cat <<EOF
# readme-check record: every command block of README and doc/cld.texi
# marked '# readme-check: NAME', run as written in a fresh Debian root of
# the release (minbase, make, git, ca-certificates), in document order
# (make readme-check RELEASES='...', tools/readme-check/readme-check.sh).
# A reduced block ran in the form tools/readme-check/reductions gives;
# HEAD is the commit whose text ran.
#
# block	release	result	date	note
EOF
	{
		cat "$tmp/results"
		[ -f "$record" ] && grep -v '^#' "$record" | while IFS='	' read -r b r rest; do
			grep -q "^$b	$r	" "$tmp/results" || printf '%s\t%s\t%s\n' "$b" "$r" "$rest"
		done
	} | awk -F '\t' -v order="$items" '
		BEGIN { n = split(order, o, " "); for (i = 1; i <= n; i++) { sub(/^[^:]*:/, "", o[i]); rank[o[i]] = i } }
		{ k = ($1 in rank) ? rank[$1] : 1000; printf "%04d\t%s\n", k, $0 }
	' | sort -t '	' -k1,1n -k3,3 -s | cut -f2-
} >"$record.tmp" && mv "$record.tmp" "$record"
echo "readme-check: recorded in $record"
exit $status
