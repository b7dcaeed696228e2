#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# leakers.sh -- run dfprobe under every environment installed here and
# print one table: which of them enter signal handlers with DF set.
#
#   sh tools/leakers/leakers.sh DIR        (make leakers)
#
# DIR holds the probe's builds (mk/dfprobe.mk): 64/, 32/, 64-static/,
# 32-static/, each with a dfprobe.  Environments, each where installed:
# native (-m64, -m32), qemu-x86_64, qemu-i386, valgrind --tool=none and
# --tool=memcheck (-m64, and -m32 on the static build: a dynamic one
# wants libc6-dbg:i386), User-Mode Linux (tools/leakers/uml-run; -m64
# only, the guest has no IA32 emulation), Blink (a 'blink' on PATH; the
# static -m64 build).  One row per environment and ABI: how many of the
# probe's 24 cases differ from Linux in DF at entry, TF, AC, the x87
# control word and MXCSR at entry, the state after sigreturn, and the
# delivery itself.  The probe's full output of each run is kept in
# DIR/leakers/ for the record.  Not part of CI: it is the evidence for
# the manual's chapter "Where DF leaks today" (doc/cld.texi), which it
# keeps true.

set -u
dir=${1:?usage: leakers.sh DIR}
here=$(cd "$(dirname "$0")" && pwd)
out=$dir/leakers
mkdir -p "$out" || exit 2

# The version of an environment, one word or so.
version () {
	case $1 in
	native) uname -r | sed 's/-.*//' ;;
	qemu-*) "$1" --version | sed -n '1s/.*version \([^ ]*\).*/\1/p' ;;
	valgrind*) valgrind --version | sed 's/^valgrind-//' ;;
	uml) ${UML:-linux} --version 2>/dev/null | head -n 1 ;;
	blink) blink -v 2>&1 | sed -n '1s/.* \([0-9][0-9.]*\) .*/\1/p' ;;
	esac
}

# "clear", or "N/M" cases differing from Linux, for CHECK in FILE.
column () {
	sed -n "s/^dfprobe: summary $1 *\([0-9]*\) of \([0-9]*\) .*/\1 \2/p" \
		"$2" | {
		read -r bad all || { echo "-"; return; }
		if [ "$bad" = 0 ]; then echo "ok"; else echo "$bad/$all"; fi
	}
}

row () {
	printf '%-22s %-8s %-8s %-8s %-8s %-8s %-8s %-9s %s\n' "$@"
}

# One row that says why there are no numbers.
note () {
	printf '%-22s %-8s %s\n' "$1" "$2" "$3"
}

# run NAME VERSION-KEY BUILD COMMAND...: one row.
run () {
	name=$1 key=$2 build=$3
	shift 3
	probe=$dir/$build/dfprobe
	log=$out/$(echo "$name" | tr ' /' '__').out
	if [ ! -x "$probe" ]; then
		note "$name" "-" "(no $build build)"
		return
	fi
	"$@" "$probe" -q >"$log" 2>"$log.err"
	rc=$?
	if ! grep -q '^dfprobe: summary' "$log"; then
		note "$name" "$(version "$key")" \
		     "(did not run: exit $rc; see $log.err)"
		return
	fi
	row "$name" "$(version "$key")" \
	    "$(column 'DF at entry' "$log")" \
	    "$(column 'TF at entry' "$log")" \
	    "$(column 'AC at entry' "$log")" \
	    "$(column 'x87 CW at entry' "$log")" \
	    "$(column 'MXCSR at entry' "$log")" \
	    "$(column 'after return' "$log")" \
	    "$(column 'signal' "$log")"
}

has () { command -v "$1" >/dev/null 2>&1; }

echo "Cases that differ from Linux, of 24 (dfprobe -q; logs in $out):"
row environment version "DF entry" "TF entry" "AC entry" "x87 CW" \
    MXCSR "sigreturn" "delivery"
row ----------- ------- -------- -------- -------- ------ ----- \
    --------- --------
run "native -m64" native 64 env
run "native -m32" native 32 env
if has qemu-x86_64; then run "qemu-x86_64" qemu-x86_64 64 qemu-x86_64
else note qemu-x86_64 "-" "(not installed: apt-get install qemu-user)"; fi
if has qemu-i386; then run "qemu-i386" qemu-i386 32 qemu-i386
else note qemu-i386 "-" "(not installed: apt-get install qemu-user)"; fi
if has valgrind; then
	for t in none memcheck; do
		run "valgrind $t -m64" valgrind 64 valgrind -q --tool=$t
		run "valgrind $t -m32" valgrind 32-static \
		    valgrind -q --tool=$t
	done
else
	note valgrind "-" "(not installed: apt-get install valgrind)"
fi
if has linux.uml || has linux; then
	run "User-Mode Linux -m64" uml 64 sh "$here/uml-run"
else
	note "User-Mode Linux" "-" \
	    "(not installed: apt-get install user-mode-linux)"
fi
if has blink; then run "Blink -m64" blink 64-static blink
else note Blink "-" "(no 'blink' on PATH: github.com/jart/blink)"; fi
echo "ok: as Linux in every case; N/M: N of the M cases (signal source x"
echo "handler style x stack) differ from Linux.  Linux: DF and TF clear, AC"
echo "kept, x87 CW 0x37f, MXCSR 0x1f80 at entry; sigreturn restores it all."
