#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Reduce a failing fuzz input with cvise (Debian's cvise) to a small
# regression test:
#
#   reduce.sh [-w] FILE.c GCC CLD.SO 'GCC OPTIONS' 'PLUGIN ARGS'
#
# e.g. reduce.sh build/fuzz/gcc-12/fail/seed-42.c gcc-12 build/.../cld.so \
#        '-O2 -m64' 'mode=strict'   (run-fuzz.sh's fail/seed-N.txt has both)
#
# Default: keep the program while the plugin's compile still fails the
# same way (its first ICE or error line, locations stripped) and plain gcc
# still compiles it.  -w (wrong code): keep it while plain gcc's build and
# the plugin's print different output and a -O0 -fsanitize=undefined,address
# build runs cleanly (so the reduction does not drift into undefined
# behaviour).  The result is FILE.reduced.c; put it into
# testsuite/cld.dg/ (compile failures) or testsuite/cld.run/ (wrong code)
# with the options it needs.
set -eu
wrong=no
[ "${1:-}" = -w ] && { wrong=yes; shift; }
[ $# = 5 ] || { sed -n '5,9p' "$0" >&2; exit 2; }
file=$1 gcc=$2 plugin=$3 opts=$4 args=$5
command -v cvise >/dev/null || { echo "$0: cvise not found: apt-get install cvise (or 'make fuzz-deps' as root)" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
plugin=$(cd "$(dirname "$plugin")" && pwd)/$(basename "$plugin")
work=$(mktemp -d "${TMPDIR:-/tmp}/cld-reduce.XXXXXX")
cp "$file" "$work/t.c"
pargs="-fplugin=$plugin -fplugin-arg-cld-verify=yes"
for a in $args; do pargs="$pargs -fplugin-arg-cld-$a"; done
cflags="$opts -w -I/usr/include/csmith -include $here/fuzz-handler.h"
sig='internal compiler error|: (fatal )?error: '

if [ $wrong = no ]; then
	first=$(cd "$work" && "$gcc" $cflags $pargs -c t.c -o /dev/null 2>&1 | grep -Em1 "$sig" |
		sed 's/^[^ ]*: //') || true
	[ -n "$first" ] || { echo "$0: the plugin compiles $file without an error: nothing to reduce" >&2; exit 1; }
	echo "reduce: keeping: $first"
	cat >"$work/interesting.sh" <<TEST
#!/bin/sh
$gcc $cflags -c t.c -o /dev/null >/dev/null 2>&1 || exit 1
$gcc $cflags $pargs -c t.c -o /dev/null 2>&1 | grep -Em1 '$sig' | sed 's/^[^ ]*: //' |
	grep -qxF '$first'
TEST
else
	cat >"$work/interesting.sh" <<TEST
#!/bin/sh
$gcc $cflags t.c -o b.exe >/dev/null 2>&1 || exit 1
$gcc $cflags $pargs t.c -o p.exe >/dev/null 2>&1 || exit 1
gcc -O0 -w -I/usr/include/csmith -fsanitize=undefined,address -fno-sanitize-recover=all t.c -o s.exe >/dev/null 2>&1 || exit 1
timeout 10 ./s.exe >s.out 2>&1 || exit 1
timeout 10 ./b.exe >b.out 2>&1 || exit 1
timeout 10 ./p.exe >p.out 2>&1
! cmp -s b.out p.out
TEST
fi
chmod +x "$work/interesting.sh"
(cd "$work" && ./interesting.sh) || { echo "$0: $file does not show the failure to begin with" >&2; exit 1; }
(cd "$work" && cvise --n "$(nproc 2>/dev/null || echo 2)" ./interesting.sh t.c)
cp "$work/t.c" "${file%.c}.reduced.c"
echo "reduce: ${file%.c}.reduced.c ($(wc -l <"$work/t.c") lines)"
rm -rf "$work"
