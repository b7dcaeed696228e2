# SPDX-License-Identifier: GPL-3.0-or-later
# Sourced by tools/torture/torture-one.sh and tools/fuzz/fuzz-one.sh: how
# a plugin build is compared with plain gcc's.  Both keep plain gcc's
# stderr in $tmp/b.err and the plugin build's in $tmp/p.err.

# A compiler crash, in either build.
ice_re='internal compiler error|Segmentation fault|Please submit a full bug report|cc1: .*killed'

# Did the plugin build print what plain gcc's printed?  Masked: the
# driver's temporary file names and code offsets in linker warnings
# ("/tmp/ccXXXXXX.o", "main.c:(.text+0xd)"): they differ by nature, the
# offsets by the very cld the plugin adds.
same_diagnostics () {
	for f in b p; do
		sed -e 's|/[^ :]*/cc[0-9A-Za-z]\{6\}\.[a-z]*|TMPFILE|g' \
			-e 's|(\(\.[a-z._]*\)+0x[0-9a-f]*)|(\1+OFFSET)|g' "$tmp/$f.err" >"$tmp/$f.err.masked"
	done
	cmp -s "$tmp/b.err.masked" "$tmp/p.err.masked"
}
