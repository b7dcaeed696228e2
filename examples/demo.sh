#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# demo.sh -- show the bug and the fix on examples/sigcopy.c.
#
# usage: demo.sh GCC PLUGIN DFLEAK
#
# Builds the example three ways (plain, -mcld, with the plugin), for -m64
# and -m32, runs each under dfleak --leak=set (DF=1 at every handler entry,
# as Linux before 2.6.25 did) and prints what happened next to the first
# instructions of the handler.  Then the same three builds of
# examples/compact.c, a program without asm, under the leakers of today:
# Debian's qemu-user, valgrind (none and memcheck) and User-Mode Linux
# (tools/leakers/uml-run).
set -u
gcc=$1 plugin=$2 dfleak=$3
src=$(dirname "$0")/sigcopy.c
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-demo.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

# glibc picks its memcpy by CPU, and only a rep movs variant copies
# backwards with DF=1: pin the choice so that the table is the same on
# every CPU.  Prefer_ERMS makes x86-64 memcpy __memmove_erms, a plain
# `rep movsb' at every size, whatever the CPU has (it is a preference,
# not a feature); Fast_Unaligned_Load makes i386 memcpy
# __memcpy_sse2_unaligned, which uses no rep (SSE2 is in every x86-64 CPU).
pin=glibc.cpu.hwcaps=Prefer_ERMS,Fast_Unaligned_Load

outcome() {	# exit status -> "clean", "corrupted" or "crash (SIGxxx)"
	rc=$1
	case $rc in
	0) echo "clean" ;;
	1) echo "corrupted" ;;
	*) if [ "$rc" -gt 128 ]; then
		echo "crash (SIG$(kill -l $((rc - 128)) 2>/dev/null || echo $((rc - 128))))"
	   else
		echo "error ($rc)"
	   fi ;;
	esac
}

run() {	# run BINARY under dfleak
	GLIBC_TUNABLES=$pin "$dfleak" --quiet --leak=set -- "$1" >"$tmp/out" 2>&1
	outcome $?
}

first_insns() {	# first three instructions of on_usr1 in BINARY
	objdump -d --no-show-raw-insn "$1" |
	awk '/<on_usr1>:$/ { f = 1; next }
	     f && /^$/ { exit }
	     f { sub(/^ *[0-9a-f]+:\t/, ""); sub(/ *#.*/, ""); gsub(/ +/, " "); n++; s = s (n > 1 ? "; " : "") $0; if (n == 3) { print s; exit } }'
}

# -m32 needs gcc-multilib to link and a kernel with IA32_EMULATION to run.
m32=yes m32_why=
echo 'int main(void){return 0;}' >"$tmp/t.c"
if ! "$gcc" -m32 "$tmp/t.c" -o "$tmp/t32" 2>/dev/null; then
	m32=no m32_why="n/a (no multilib)"
elif ! "$tmp/t32" 2>/dev/null; then
	m32=no m32_why="n/a (kernel)"
fi

echo "cld demo: a SIGUSR1 handler that copies memory (libc memcpy of 8 KiB and an"
echo "inline struct copy), run under dfleak --leak=set: DF=1 at handler entry, as"
echo "Linux before 2.6.25 left it.  Without a leak every build prints 'clean'."
echo
printf '%-22s %-18s %-18s %s\n' "build ($gcc -O2)" "-m64" "-m32" "on_usr1 starts with (-m64)"
printf '%-22s %-18s %-18s %s\n' "----------------" "----" "----" "--------------------------"
broken=
for cfg in plain mcld plugin; do
	case $cfg in
	plain)  flags= ;;
	mcld)   flags=-mcld ;;
	plugin) flags="-fplugin=$plugin" ;;
	esac
	r64= r32=$m32_why
	"$gcc" -O2 $flags "$src" -o "$tmp/$cfg-64" || exit 1
	r64=$(run "$tmp/$cfg-64")
	if [ $m32 = yes ]; then
		"$gcc" -O2 -m32 $flags "$src" -o "$tmp/$cfg-32" || exit 1
		r32=$(run "$tmp/$cfg-32")
	fi
	case $cfg in
	plain)  label="plain" ;;
	mcld)   label="-mcld" ;;
	plugin) label="-fplugin=cld" ;;
	esac
	printf '%-22s %-18s %-18s %s\n' "$label" "$r64" "$r32" "$(first_insns "$tmp/$cfg-64")"
	# A demo that could not run a build, or whose plugin build is not
	# clean, has shown nothing: say so in the exit status.
	case "$r64 $r32" in *error*) broken="$broken $label: dfleak: $r64 $r32;" ;; esac
	[ $cfg != plugin ] || case "$r64" in clean) ;; *) broken="$broken $label -m64 is not clean ($r64);" ;; esac
done
echo
echo "-mcld guards only the inline copy; libc memcpy still runs with DF=1 and breaks"
echo "where glibc picks a rep movs variant.  The runs pin glibc's choice on every CPU"
echo "with GLIBC_TUNABLES=$pin:"
echo "x86-64 memcpy is then __memmove_erms (rep movsb), i386's uses no rep."
echo "The plugin's entry cld covers both; the handler is not marked in the source:"
echo "the plugin found it because its address is stored into sa_handler."
if [ "$m32_why" = "n/a (kernel)" ]; then
	echo "(-m32: this kernel cannot run 32-bit programs; it lacks IA32_EMULATION.)"
fi

# The builds of examples/compact.c that the leakers below run: c$cfg-64,
# c$cfg-32 where -m32 links, and co$cfg-64 with -DOWN_STD (for memcheck).
csrc=$(dirname "$0")/compact.c
qm32=yes
"$gcc" -m32 "$tmp/t.c" -o "$tmp/q32" 2>/dev/null || qm32=no
for cfg in plain mcld plugin; do
	case $cfg in
	plain)  flags= ;;
	mcld)   flags=-mcld ;;
	plugin) flags="-fplugin=$plugin" ;;
	esac
	"$gcc" -O2 $flags "$csrc" -o "$tmp/c$cfg-64" || exit 1
	"$gcc" -O2 -DOWN_STD $flags "$csrc" -o "$tmp/co$cfg-64" || exit 1
	if [ $qm32 = yes ]; then
		"$gcc" -O2 -m32 $flags "$csrc" -o "$tmp/c$cfg-32" || exit 1
	fi
done
label() {	# the row's name for a build
	case $1 in
	plain)  echo "plain" ;;
	mcld)   echo "-mcld" ;;
	plugin) echo "-fplugin=cld" ;;
	esac
}

# --- qemu-user: today's leaker -----------------------------------------------
# examples/compact.c has no asm: glibc's own memmove executes the std.
# qemu-x86_64 with Prefer_ERMS runs __memmove_erms; qemu-i386 -cpu pentium3
# (no SSSE3) runs __memmove_ia32.  The CPU is qemu's, so the outcome does
# not depend on the host.  -m32 runs under qemu-i386 even where the kernel
# cannot run 32-bit programs.
echo
if ! command -v qemu-x86_64 >/dev/null 2>&1 || ! command -v qemu-i386 >/dev/null 2>&1; then
	echo "qemu-user part skipped: no qemu-x86_64/qemu-i386 (apt-get install qemu-user, or 'make deps' as root)"
else
	echo "qemu-user, today's leaker: examples/compact.c has no asm.  Its main loop compacts"
	echo "a buffer with an overlapping memmove; a 1 ms SIGALRM handler copies 8 KiB with"
	echo "memcpy and a struct inline (the two in alternating order).  200 handler runs."
	echo
	printf '%-22s %-30s %s\n' "build ($gcc -O2)" "qemu-x86_64, Prefer_ERMS" "qemu-i386 -cpu pentium3"
	printf '%-22s %-30s %s\n' "----------------" "------------------------" "-----------------------"
	for cfg in plain mcld plugin; do
		GLIBC_TUNABLES=glibc.cpu.hwcaps=Prefer_ERMS qemu-x86_64 "$tmp/c$cfg-64" >"$tmp/out" 2>&1
		r64=$(outcome $?)
		r32="n/a (no multilib)"
		if [ $qm32 = yes ]; then
			qemu-i386 -cpu pentium3 "$tmp/c$cfg-32" >"$tmp/out" 2>&1
			r32=$(outcome $?)
		fi
		printf '%-22s %-30s %s\n' "$(label $cfg)" "$r64" "$r32"
		case "$r64 $r32" in *error*) broken="$broken qemu $(label $cfg): $r64 $r32;" ;; esac
		[ $cfg != plugin ] || case "$r64 $r32" in "clean clean"|"clean n/a"*) ;;
			*) broken="$broken qemu $(label $cfg) is not clean ($r64, $r32);" ;; esac
	done
	echo
	echo "glibc's memmove executed the std: __memmove_erms (x86-64) and __memmove_ia32"
	echo "(i386) copy overlapping buffers backwards with std; rep movs; cld, and qemu"
	echo "enters a handler with the DF of the code it interrupted.  -mcld is clean on"
	echo "i386 because glibc's i386 memcpy (__memcpy_ia32) clears DF itself.  The fix"
	echo "for qemu: tools/fixes/qemu (make fixes-check)."
fi

# --- valgrind --------------------------------------------------------------
# valgrind's signal frames keep the guest's DF too, under every tool.  none
# runs glibc's memmove, pinned as under qemu: x86-64 Prefer_ERMS; i386
# without SSSE3 and Fast_Unaligned_Load (valgrind's CPU has SSSE3), so
# __memmove_ia32.  memcheck replaces memmove and memcpy with loops of its
# own that set and mind no DF: its column runs the -DOWN_STD build, whose
# backward copy is its own.  valgrind's x86 tools are i386 programs: -m32
# needs a kernel that runs them, and Debian's memcheck starts none (it
# needs symbols of ld-linux.so.2 that libc6-i386 strips).
echo
if ! command -v valgrind >/dev/null 2>&1; then
	echo "valgrind part skipped: no valgrind (apt-get install valgrind, or 'make deps' as root)"
else
	echo "valgrind, the same builds: none runs glibc's memmove (pinned as for qemu);"
	echo "memcheck replaces memmove and memcpy with loops of its own, which set and mind"
	echo "no DF, so there compact.c is built with -DOWN_STD: the backward copy is the"
	echo "program's own std; rep movsb; cld."
	echo
	printf '%-22s %-18s %-30s %s\n' "build ($gcc -O2)" "valgrind none" "valgrind memcheck, -DOWN_STD" "valgrind none -m32"
	printf '%-22s %-18s %-30s %s\n' "----------------" "-------------" "----------------------------" "------------------"
	for cfg in plain mcld plugin; do
		GLIBC_TUNABLES=glibc.cpu.hwcaps=Prefer_ERMS \
			valgrind -q --tool=none "$tmp/c$cfg-64" >"$tmp/out" 2>&1
		rn=$(outcome $?)
		valgrind -q --tool=memcheck "$tmp/co$cfg-64" >"$tmp/out" 2>&1
		rm=$(outcome $?)
		r32=$m32_why
		if [ $m32 = yes ]; then
			GLIBC_TUNABLES=glibc.cpu.hwcaps=-SSSE3,-Fast_Unaligned_Load \
				valgrind -q --tool=none "$tmp/c$cfg-32" >"$tmp/out" 2>&1
			r32=$(outcome $?)
		fi
		printf '%-22s %-18s %-30s %s\n' "$(label $cfg)" "$rn" "$rm" "$r32"
		case "$rn $rm $r32" in *error*) broken="$broken valgrind $(label $cfg): $rn $rm $r32;" ;; esac
		[ $cfg != plugin ] || case "$rn $rm $r32" in "clean clean clean"|"clean clean n/a"*) ;;
			*) broken="$broken valgrind $(label $cfg) is not clean ($rn, $rm, $r32);" ;; esac
	done
	echo
	echo "-mcld is clean under memcheck: memcheck's loops ignore DF, and -mcld guards the"
	echo "inline copy.  (-m32 memcheck: Debian's memcheck cannot start i386 programs.)"
fi

# --- User-Mode Linux ---------------------------------------------------------
# One boot of Debian's UML kernel runs the three -m64 builds (uml-run: the
# host's / read-only as its root).  glibc sees the host's CPU there: the
# same pin as under qemu-x86_64.  UML has no 32-bit emulation.
echo
GLIBC_TUNABLES=glibc.cpu.hwcaps=Prefer_ERMS \
	sh "$(dirname "$0")/../tools/leakers/uml-run" sh -c '
	for cfg in plain mcld plugin; do
		"$1/c$cfg-64" >/dev/null 2>&1
		echo "$cfg $?"
	done' sh "$tmp" >"$tmp/uml" 2>"$tmp/uml.err"
case $? in
0)	echo "User-Mode Linux (Debian's user-mode-linux, one boot by tools/leakers/uml-run):"
	echo "the same -m64 builds, glibc pinned as for qemu-x86_64."
	echo
	printf '%-22s %s\n' "build ($gcc -O2)" "UML, Prefer_ERMS"
	printf '%-22s %s\n' "----------------" "----------------"
	for cfg in plain mcld plugin; do
		r=$(sed -n "s/^$cfg \([0-9]*\)$/\1/p" "$tmp/uml")
		if [ -n "$r" ]; then r=$(outcome "$r"); else r="error (no result)"; fi
		printf '%-22s %s\n' "$(label $cfg)" "$r"
		case "$r" in *error*) broken="$broken UML $(label $cfg): $r;" ;; esac
		[ $cfg != plugin ] || [ "$r" = clean ] ||
			broken="$broken UML $(label $cfg) is not clean ($r);"
	done ;;
77)	echo "User-Mode Linux part skipped: $(tail -n 1 "$tmp/uml.err")" ;;
*)	echo "User-Mode Linux part: $(tail -n 1 "$tmp/uml.err")"
	broken="$broken UML: uml-run failed;" ;;
esac

if [ -n "$broken" ]; then
	echo "cld demo: FAILED:$broken" >&2
	exit 1
fi
