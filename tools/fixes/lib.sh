# SPDX-License-Identifier: GPL-3.0-or-later
# tools/fixes/lib.sh -- what the checks of the root fixes share: their
# messages and result lines (tools/fixes/README.md's format), what they
# install; for those built from a Debian source package (qemu, valgrind,
# uml), how the series for its version is found and applied; for those
# built from an upstream git checkout (blink, box64, box86, dynamorio),
# how the tree is set up and goes from one side to the other and how the two sides' values, which
# the check writes one a line to $out/before.txt and after.txt, become
# rows.  A check.sh sets here (its directory) and fixes_name, sources
# this, then sets version and out; it may define its own say and die.

fail=0
version=-

say () { echo "$fixes_name: $*" >&2; }
die () { echo "$fixes_name: $*" >&2; exit 2; }

row () {	# CHECK BEFORE AFTER OK [NOTE]
	echo "fixes: $fixes_name $version $1 before=$2 after=$3 $4${5:+ # $5}"
	[ "$4" = ok ] || fail=1
}

unsupported () {	# REASON...
	echo "fixes: $fixes_name $version all before=- after=- unsupported # $*"
	exit 0
}

clean () {	# VALUE: K/N with K = 0, or pass
	case $1 in 0/[1-9]*|pass) return 0 ;; esac
	return 1
}

# CHECK...: the Nth CHECK's row from line N of before.txt and after.txt,
# ok when the after value is clean.
fixes_rows () {
	n=0
	for c in "$@"; do
		n=$((n + 1))
		b=$(sed -n ${n}p "$out/before.txt")
		a=$(sed -n ${n}p "$out/after.txt")
		clean "$a" && r=ok || r=FAIL
		row "$c" "$b" "$a" $r
	done
}

# FAILED SIDE [CTEST-ARG...]: "passed/total" of the project's ctest in
# $out/build (its log in ctestSIDE.log), the names of the failed tests in
# the file FAILED.
fixes_ctest_count () {
	failed=$1 side=$2
	shift 2
	(cd "$out/build" && nice -n 15 ctest -j2 "$@" \
		>"$out/build/ctest$side.log" 2>&1)
	re='^[0-9]*% tests passed, \([0-9]*\) tests* failed out of \([0-9]*\)$'
	sed -n "s/$re/\\1 \\2/p" "$out/build/ctest$side.log" | {
		read f t && echo "$((t - f))/$t"
	}
	sed -n 's/^[ \t]*[0-9]* - \([^ ]*\) .*/\1/p' \
		"$out/build/ctest$side.log" | sort >"$failed"
}

# CHECK LINE [IGNORED]: the row of a whole test suite: its passed/total
# on line LINE of before.txt and after.txt, ok when no test fails after
# the patch that passed before (but those whose names match the ERE
# IGNORED: the patch's own test, which fails before).
fixes_ctest_row () {
	b=$(sed -n ${2}p "$out/before.txt")
	a=$(sed -n ${2}p "$out/after.txt")
	new=$(comm -13 "$out/failed0" "$out/failed1" \
		| grep -Ev "${3:-^\$}" | tr '\n' ' ')
	[ -z "$new" ] && r=ok || r=FAIL
	row "$1" "$b" "$a" $r "${new:+failed after, not before: $new}"
}

# SRC NAME TEST...: the checkout SRC of NAME copied into $out/src
# without .git and $out/build made; each TEST (a path in the tree) as the
# patches of $patches leave it copied into $out/tests, then the tree as
# upstream has it again.
fixes_git_tree () {
	src=$1 name=$2
	shift 2
	rm -rf "$out/src" "$out/build" "$out/tests"
	mkdir "$out/src" "$out/build" "$out/tests" || exit 1
	(cd "$src" && tar -cf - --exclude=.git .) \
		| (cd "$out/src" && tar -xf -) || exit 1
	for p in $patches; do
		(cd "$out/src" && git apply "$p") \
			|| die "$(basename "$p") does not apply to this $name"
	done
	for t in "$@"; do
		cp "$out/src/$t" "$out/tests/" || exit 1
	done
	for p in $(ls -r $patches); do
		(cd "$out/src" && git apply -R "$p") || exit 1
	done
}

# 0|1 MAKE-ARG...: the tree in $out/src without or with the patches of
# $patches (git apply, in order; reverted in reverse order), then built
# in $out/build with make -j2 MAKE-ARG...; $out/applied says which.
fixes_git_side () {
	want=$1
	shift
	if [ "$(cat "$out/applied")" != "$want" ]; then
		list=$patches
		[ "$want" = 1 ] || list=$(ls -r $patches)
		for p in $list; do
			if [ "$want" = 1 ]; then
				(cd "$out/src" && git apply "$p")
			else
				(cd "$out/src" && git apply -R "$p")
			fi || die "cannot apply or revert $p in $out/src"
		done
		echo "$want" >"$out/applied"
	fi
	say "building (log: $out/build/make$want.log)"
	(cd "$out/build" && nice -n 15 make -j2 "$@") \
		>"$out/build/make$want.log" 2>&1 \
		|| die "the build failed: $out/build/make$want.log"
}

# PKG...: those not installed installed with $APT (a PKG ending in '?'
# only where the release has it), as root.
fixes_install () {
	missing=
	for p in "$@"; do
		case $p in
		*\?)	p=${p%\?}
			apt-cache show "$p" >/dev/null 2>&1 || continue ;;
		esac
		dpkg-query -W -f='${Status}' "$p" 2>/dev/null \
			| grep -q 'ok installed' || missing="$missing $p"
	done
	[ -n "$missing" ] || return 0
	[ "$(id -u)" = 0 ] || die "installing$missing needs root (apt-get)"
	say "installing$missing"
	DEBIAN_FRONTEND=noninteractive $APT install --no-install-recommends \
		$missing >/dev/null || die "cannot install$missing"
}

# VERSION: the series of patches for VERSION: the directory of $here
# named after it or after its first components (6.1 for 6.1.153), else
# $here itself (the patches for upstream's newest code).
fixes_series () {
	series=$here
	for d in "$here"/*/; do
		case $1 in "$(basename "$d")"|"$(basename "$d")".*)
			series=${d%/} ;;
		esac
	done
	echo "$series"
}

# SRC SERIES WHAT: each SERIES/*.patch applied to SRC with patch -p1 and
# no fuzz (a patch that needs fuzz is one to refresh), its output in
# patch.log; a patch that does not apply ends the check.
fixes_apply_series () {
	for p in "$2"/*.patch; do
		(cd "$1" && patch -p1 -F0 --no-backup-if-mismatch <"$p") \
			>>patch.log 2>&1 || {
			cat patch.log >&2
			die "$(basename "$p") does not apply to $3"
		}
	done
}
