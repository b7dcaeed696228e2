#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# demo.sh -- show the bug and the fix on examples/sigcopy.c.
#
# usage: demo.sh GCC PLUGIN DFLEAK
#
# Builds the example three ways (plain, -mcld, with the plugin), for -m64
# and -m32, runs each under dfleak --leak=set (DF=1 at every handler entry,
# as Linux before 2.6.25 did) and prints what happened next to the first
# instructions of the handler.
set -u
gcc=$1 plugin=$2 dfleak=$3
src=$(dirname "$0")/sigcopy.c
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cld-demo.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM

run() {	# run BINARY -> "clean", "corrupted" or "crash (SIGxxx)"
	"$dfleak" --quiet --leak=set -- "$1" >"$tmp/out" 2>&1
	rc=$?
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
echo "wherever glibc picks a rep movs variant for the CPU (here: 64-bit, over 2 KiB)."
echo "The plugin's entry cld covers both; the handler is not marked in the source:"
echo "the plugin found it because its address is stored into sa_handler."
if [ "$m32_why" = "n/a (kernel)" ]; then
	echo "(-m32: this kernel cannot run 32-bit programs; it lacks IA32_EMULATION.)"
fi
if [ -n "$broken" ]; then
	echo "cld demo: FAILED:$broken" >&2
	exit 1
fi
