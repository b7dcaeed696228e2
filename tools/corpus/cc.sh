#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# cc.sh -- the compiler corpus.sh builds packages with.  Runs the real
# compile ($CORPUS_GCC "$@") unchanged, then, for a compile of one C file,
# compiles it again once per detection level with the plugin, assembly to
# /dev/null, appending the protected functions to
# $CORPUS_OUT/LEVEL.jsonl (the plugin's report= format).  Dependency
# output (-M*) and the object are left to the real compile.

"$CORPUS_GCC" "$@" || exit $?

src=
compile=0
for a in "$@"; do
	case $a in
	-c) compile=1;;
	*.c) src=$a;;
	esac
done
[ "$compile" = 1 ] && [ -n "$src" ] || exit 0

# The arguments without -c, -o FILE and the -M options.
n=$#
skip=0
i=0
while [ $i -lt $n ]; do
	a=$1; shift; i=$((i + 1))
	if [ $skip = 1 ]; then skip=0; continue; fi
	case $a in
	-c|-MD|-MMD|-MP|-M|-MM) continue;;
	-o|-MF|-MT|-MQ) skip=1; continue;;
	esac
	set -- "$@" "$a"
done

for level in $CORPUS_LEVELS; do
	"$CORPUS_GCC" "$@" -w -S -o /dev/null -fplugin="$CORPUS_PLUGIN" \
		-fplugin-arg-cld-detect="$level" \
		-fplugin-arg-cld-report="$CORPUS_OUT/$level.jsonl" \
		>/dev/null 2>&1 ||
		echo "corpus: $level compile of $src failed" >&2
done
exit 0
