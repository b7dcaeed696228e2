#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# mcld-identity.sh -- the raw check behind mcld-identity.exp: for every
# corpus file and every option combination, the assembly produced with
#   A  -mcld
#   B  -fplugin=cld.so -fplugin-arg-cld-mode=mcld
#   C  -mcld -fplugin=cld.so -fplugin-arg-cld-mode=mcld   (no double cld)
# must be byte-for-byte identical (B = A, C = A).  The corpus has no signal
# handlers, so "identical" means the whole .s file, nothing normalised.
# It also counts the combinations where -mcld changes the code at all
# (A differs from a plain compile), to show the corpus exercises it.
#
#   sh mcld-identity.sh GCC PLUGIN [quick|full] [corpus files...]
#
# quick: -O0 -O2 -Os -O3 -O2+debug x -m64 -m32 x 4 string-op settings
# (what the DejaGnu test runs); full: 7 -O levels and 2 -g sets x 2 ABIs x
# 10 string-op settings.  -g always comes with -gno-record-gcc-switches:
# DW_AT_producer records the command line, which differs by definition.
set -u
GCC=${1:?usage: mcld-identity.sh GCC PLUGIN [quick|full] [files]}
PLUGIN=${2:?usage: mcld-identity.sh GCC PLUGIN [quick|full] [files]}
MATRIX=${3:-full}
shift 3 2>/dev/null || shift $#
case $GCC in */*) GXX=$(dirname "$GCC")/$(basename "$GCC" | sed 's/gcc/g++/g') ;;
	     *) GXX=$(echo "$GCC" | sed 's/gcc/g++/g') ;; esac
HERE=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$HERE"/corpus/*
TMP=$(mktemp -d "${TMPDIR:-/tmp}/mcld-identity.XXXXXX")
trap 'rm -rf "$TMP"' EXIT

if [ "$MATRIX" = quick ]; then
	LEVELS="-O0 -O2 -Os -O3 -O2+-g+-gno-record-gcc-switches"
	STROPS="default -minline-all-stringops -mstringop-strategy=rep_byte -mstringop-strategy=libcall"
else
	LEVELS="-O0 -O1 -O2 -O3 -Os -Og -Ofast -O2+-g+-gno-record-gcc-switches
		-Og+-g+-gno-record-gcc-switches"
	STROPS="default -minline-all-stringops -minline-stringops-dynamically
		-mstringop-strategy=rep_byte -mstringop-strategy=rep_4byte
		-mstringop-strategy=rep_8byte -mstringop-strategy=libcall
		-mstringop-strategy=loop -mstringop-strategy=unrolled_loop
		-mstringop-strategy=vector_loop"
fi

combos=0 same=0 differ=0 skipped=0 teeth=0
for f in "$@"; do
	case $f in *.cc) CC=$GXX ;; *) CC=$GCC ;; esac
	extra=$(sed -n 's,^/\* corpus-options: \(.*\) \*/$,\1,p' "$f")
	for m in -m64 -m32; do
	for o in $LEVELS; do
	for s in $STROPS; do
		[ "$s" = default ] && s=
		if [ "$m" = -m32 ] && [ "$s" = -mstringop-strategy=rep_8byte ]; then
			continue	# not valid for 32-bit code
		fi
		opts="$m $(echo $o | tr + ' ') $s $extra"
		b=$TMP/$(basename "$f")
		if ! $CC $opts -S -o "$b.plain.s" "$f" 2>"$b.err"; then
			skipped=$((skipped + 1)); echo "SKIP: $(basename "$f") $opts: $(grep -m1 error "$b.err")"; continue
		fi
		$CC $opts -mcld -S -o "$b.A.s" "$f" 2>/dev/null
		$CC $opts -fplugin="$PLUGIN" -fplugin-arg-cld-mode=mcld \
			-S -o "$b.B.s" "$f" 2>/dev/null
		$CC $opts -mcld -fplugin="$PLUGIN" -fplugin-arg-cld-mode=mcld \
			-S -o "$b.C.s" "$f" 2>/dev/null
		combos=$((combos + 1))
		cmp -s "$b.A.s" "$b.plain.s" || teeth=$((teeth + 1))
		if cmp -s "$b.A.s" "$b.B.s" && cmp -s "$b.A.s" "$b.C.s"; then
			same=$((same + 1))
		else
			differ=$((differ + 1))
			echo "DIFFER: $(basename "$f") $opts"
			diff "$b.A.s" "$b.B.s" | head -20
			diff "$b.A.s" "$b.C.s" | head -20
		fi
	done; done; done
done
echo "$GCC: $# files, $combos combinations: $same identical, $differ differ, $skipped not compilable; -mcld changed the code in $teeth"
[ $differ -eq 0 ] && [ $combos -gt 0 ]
