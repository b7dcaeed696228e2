#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# What a guarded signal delivery costs against an unguarded one: a loop of
# raise() into an empty handler (bench.c), plain and with libcld-guard.so
# preloaded.  A benchmark, not a test: it prints numbers, it judges none.
#
#   sh tools/guard/bench.sh LIB64 [LIB32]      (make guard-bench)
#
# -m64 natively: the best of 7 alternating runs of 200000 deliveries, in
# ns each, and, with valgrind, the user-space instructions per delivery
# (callgrind, the difference between 20000 and 10000 deliveries, so that
# start-up cancels out).  -m32 natively if the kernel runs it, else under
# qemu-i386 (emulated: what the stub adds to qemu's delivery).
# BENCH_SKIP64=1 runs the -m32 part only.
set -eu
lib64=${1:?usage: bench.sh LIB64 [LIB32]}
lib32=${2:-}
cc=${CC:-gcc}
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

best () {	# the smallest of the numbers on stdin
	sort -n | head -1
}

run_abi () {	# ABI LIB LAUNCHER...
	abi=$1 lib=$2
	shift 2
	exe=$tmp/bench$abi
	$cc $abi -O2 -o "$exe" "$here/bench.c"
	: >"$tmp/p" ; : >"$tmp/g"
	i=0
	while [ $i -lt 7 ]; do
		if [ $# -gt 0 ]; then
			"$@" "$exe" 200000 >>"$tmp/p"
			"$@" -E LD_PRELOAD="$lib" "$exe" 200000 >>"$tmp/g"
		else
			"$exe" 200000 >>"$tmp/p"
			LD_PRELOAD="$lib" "$exe" 200000 >>"$tmp/g"
		fi
		i=$((i + 1))
	done
	p=$(best <"$tmp/p") g=$(best <"$tmp/g")
	d=$(echo "$p $g" | awk '{ printf "%+.1f ns, %+.1f %%", $2 - $1,
					 ($2 - $1) * 100 / $1 }')
	echo "$abi${1:+ under $*}: unguarded $p ns, guarded $g ns" \
	     "per delivery ($d)"
}

insns () {	# N [LD_PRELOAD value]: callgrind's instruction count
	env ${2:+LD_PRELOAD=$2} valgrind --tool=callgrind \
	    --callgrind-out-file=/dev/null "$tmp/bench-m64" "$1" 2>&1 >/dev/null \
	  | sed -n 's/.*Collected : *\([0-9]*\).*/\1/p'
}

[ -n "${BENCH_SKIP64:-}" ] || run_abi -m64 "$lib64"
if [ -z "${BENCH_SKIP64:-}" ] && command -v valgrind >/dev/null 2>&1; then
	slope='{ print ($1 - $2) / 10000 }'
	p=$(echo "$(insns 20000) $(insns 10000)" | awk "$slope")
	g=$(echo "$(insns 20000 "$lib64") $(insns 10000 "$lib64")" \
	    | awk "$slope")
	echo "-m64: user-space instructions per delivery (callgrind):" \
	     "unguarded $p, guarded $g"
fi
if [ -n "$lib32" ]; then
	if $cc -m32 -o "$tmp/probe32" "$here/bench.c" 2>/dev/null \
	   && "$tmp/probe32" 1 >/dev/null 2>&1; then
		run_abi -m32 "$lib32"
	elif command -v qemu-i386 >/dev/null 2>&1; then
		run_abi -m32 "$lib32" qemu-i386
	else
		echo "-m32: not run (the kernel cannot run it and qemu-user is not installed)"
	fi
fi
