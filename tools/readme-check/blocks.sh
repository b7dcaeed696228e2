#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# blocks.sh -- the command blocks a document marks as checked, for
# readme-check.sh and .ci/deb: the commands a user pastes, taken from the
# document itself so that the check runs what the reader reads.
#
#   blocks.sh FILE          the names of FILE's checked blocks, in order
#   blocks.sh FILE NAME     the text of block NAME, ready for sh
#
# A checked block is a command block whose first line is the shell comment
#
#   # readme-check: NAME
#
# which stays in the block (a pasted comment does nothing) and tells the
# reader that the block is run from a fresh root every release.  In plain
# text (README) a block is the run of lines indented by 4 spaces, blank
# lines included, up to the first line indented less; in Texinfo (*.texi)
# it is an @example ... @end example, whose @@, @{ and @} are unescaped.
# Exit 1 when FILE has no such block NAME (or none at all).

set -u
file=${1:?usage: blocks.sh FILE [NAME]}
name=${2-}
[ -r "$file" ] || { echo "blocks.sh: cannot read $file" >&2; exit 2; }
case $file in *.texi) kind=texi ;; *) kind=text ;; esac

awk -v kind="$kind" -v want="$name" '
	function marker(line) {
		if (line ~ /^# readme-check: [A-Za-z0-9_.-]+[ \t]*$/) {
			sub(/^# readme-check: /, "", line)
			sub(/[ \t]*$/, "", line)
			return line
		}
		return ""
	}
	function flush() {
		if (cur != "" && cur == want) {
			sub(/\n+$/, "\n", text)
			printf "%s", text
			found = 1
		}
		cur = ""; text = ""; inblock = 0
	}
	kind == "text" {
		if (inblock) {
			if ($0 ~ /^    / || $0 ~ /^[ \t]*$/) {
				line = $0
				sub(/^    /, "", line)
				text = text line "\n"
				next
			}
			flush()
		}
		if (prev_blank && $0 ~ /^    # readme-check: /) {
			cur = marker(substr($0, 5))
			if (cur != "") {
				inblock = 1; n++
				if (want == "") print cur
				text = substr($0, 5) "\n"
			}
		}
		prev_blank = ($0 ~ /^[ \t]*$/)
		next
	}
	kind == "texi" {
		if (inblock) {
			if ($0 ~ /^@end example/) { flush(); next }
			line = $0
			gsub(/@@/, "\001", line)
			gsub(/@\{/, "{", line)
			gsub(/@\}/, "}", line)
			gsub(/\001/, "@", line)
			text = text line "\n"
			next
		}
		if (after_example) {
			after_example = 0
			cur = marker($0)
			if (cur != "") {
				inblock = 1; n++
				if (want == "") print cur
				text = $0 "\n"
				next
			}
		}
		after_example = ($0 ~ /^@example[ \t]*$/)
		next
	}
	BEGIN { prev_blank = 1 }
	END {
		flush()
		if (want != "" && !found) exit 1
		if (want == "" && n == 0) exit 1
	}
' "$file"
