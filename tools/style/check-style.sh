#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# check-style.sh -- the mechanical part of CONTRIBUTING's C style, checked.
#
#   tools/style/check-style.sh [FILE...]        (run by make check)
#
# Without arguments: every C source and header of plugin/ and tools/ as
# git (or, outside a checkout, the file system) lists them, so a new file
# is checked the day it appears.  Prints "file:line: what" for each
# offence and exits 1 if there is any.  Checked:
#
#   - lines fit in 80 columns (tabs at 8).  No exception: a long message
#     is split between words, C joins adjacent literals, and a table row
#     wraps like any other line;
#   - no trailing blanks; indentation is tabs, then fewer than 8 spaces
#     (a continuation lining up), never a space before a tab;
#   - braces: no '{' alone on an indented line (GNU placement; but a
#     member function defined in its class has its '{' one tab in), and a
#     function definition's '{' alone in column 0, not after its ')';
#   - in plugin/ no function longer than 80 lines, '{' to '}' (the split
#     into named steps is the documentation the plugin relies on).
#
# What the eye judges (naming, comments that say why) is review's.

top=$(cd "$(dirname "$0")/../.." && pwd)
cd "$top" || exit 2
if [ $# -eq 0 ]; then
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		set -- $(git ls-files -co --exclude-standard \
			 'plugin/*.[ch]' 'tools/*.[ch]')
	else
		set -- $(find plugin tools -name '*.[ch]' | LC_ALL=C sort)
	fi
fi
[ $# -gt 0 ] || { echo "check-style.sh: no files to check" >&2; exit 2; }

tab=$(printf '\t')
awk -v tab="$tab" '
	function complain(what) {
		printf "%s:%d: %s\n", FILENAME, FNR, what
		bad = 1
	}
	FNR == 1 {
		in_plugin = FILENAME ~ /^plugin\//
		start = in_comment = 0
	}
	{
		line = $0
		# Columns with tabs expanded to 8.
		col = 0
		for (i = 1; i <= length(line); i++)
			col = substr(line, i, 1) == tab \
				? col + 8 - col % 8 : col + 1
		if (col > 80)
			complain("line longer than 80 columns (" col ")")
		if (line ~ /[ \t]+$/)
			complain("trailing blanks")
		# A comment may indent a nested list as it likes.
		if (!in_comment && (line ~ /^[\t ]*        / \
				    || line ~ /^\t* +\t/))
			complain("indentation: tabs, then fewer than 8 spaces")
		if (line ~ /\/\*/ && line !~ /\*\/[^*\/]*$/)
			in_comment = 1
		else if (line ~ /\*\//)
			in_comment = 0
		# One tab in: a member function defined in its class.
		if (line ~ /^[\t ]+\{[\t ]*$/ && line !~ /^\t\{$/)
			complain("a lone \"{\" belongs to a function, in column 0")
		if (line ~ /^[a-z_][A-Za-z_0-9]* \(.*\)[\t ]*\{$/)
			complain("a function body'"'"'s \"{\" goes alone on the next line")
		if (line ~ /^\{$/)
			start = FNR
		else if (line ~ /^\}/ && start) {
			if (in_plugin && FNR - start - 1 > 80)
				complain("function of " (FNR - start - 1) \
					 " lines (at most 80 in plugin/)")
			start = 0
		}
	}
	END { exit bad }
' "$@"
