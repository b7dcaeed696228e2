#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# run-blocks.sh -- the documentation's command blocks, run as a new user
# runs them: in a brand-new Debian root, in order, as pasted.
#
#   run-blocks.sh [-r ROOT] [-o OUTDIR] [-x REDUCTIONS] SUITE FILE:NAME...
#
# Makes a fresh root of SUITE with mmdebstrap -- minbase plus make, git and
# ca-certificates, what it takes to clone cld -- clones this tree's
# committed HEAD into /root/cld, and runs each block NAME of FILE (as
# tools/readme-check/blocks.sh takes it out of the clone's FILE: the
# committed text) in /root/cld, as root, with a login's bare environment.
# A block runs as 'bash -e -x': every command of it must succeed; its
# stdin answers 'y' to every question, as a user at apt-get's prompt
# would.  Each block's output goes to OUTDIR/NAME.log (default
# build/readme-check/SUITE); one line per block:
#
#   run-blocks: SUITE FILE:NAME: ok [S s]
#   run-blocks: SUITE FILE:NAME: FAILED (exit N) [S s]       (and the log's end)
#
# then "run-blocks: SUITE: P passed, F failed".  A failed block does not
# stop the later ones.  Exit status 1 if any failed, 2 if the root could
# not be made.
#
# -r ROOT: make the root there and leave it (the caller removes it, e.g.
# .ci/deb, which checks more inside); by default the root is
# OUTDIR/root and removed on every exit.  Mounts live in a private mount
# namespace per command (tools/chroot/cld-chroot enter), so an
# interrupted run leaves none.
# -x REDUCTIONS: a file of lines "NAME<TAB>SED-SCRIPT<TAB>NOTE": block NAME
# is run through sed first -- the reduced form a long block offers
# (readme-check.sh) -- and its line says "(reduced: NOTE)".
# Needs root (mmdebstrap, chroot).

set -u
TOP=$(cd "$(dirname "$0")/../.." && pwd -P)
tool=$TOP/tools/chroot/cld-chroot
root= out= reductions=
while getopts r:o:x: o; do
	case $o in
	r) root=$OPTARG ;;
	o) out=$OPTARG ;;
	x) reductions=$OPTARG ;;
	*) echo "usage: $0 [-r ROOT] [-o OUTDIR] [-x REDUCTIONS] SUITE FILE:NAME..." >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -ge 2 ] || { echo "usage: $0 [-r ROOT] [-o OUTDIR] [-x REDUCTIONS] SUITE FILE:NAME..." >&2; exit 2; }
suite=$1; shift
[ "$(id -u)" = 0 ] || { echo "run-blocks: needs root (mmdebstrap, mount, chroot)" >&2; exit 2; }
out=${out:-$TOP/build/readme-check/$suite}
mkdir -p "$out" || exit 2
out=$(cd "$out" && pwd -P)
own_root=
if [ -z "$root" ]; then
	root=$out/root
	own_root=1
	trap 'rc=$?; sh "$tool" remove "$root"; exit $rc' EXIT
	trap 'exit 130' INT TERM HUP
fi

# inside CMD: CMD in the root, in the clone, as a login would have it:
# none of this host's environment.
inside () {
	sh "$tool" enter "$root" -n env -i \
		PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
		HOME=/root LANG=C.UTF-8 TERM=dumb \
		/bin/sh -c "cd /root/cld 2>/dev/null || cd /root; $1"
}

t0=$(date +%s)
sh "$tool" remove "$root" || exit 2
echo "run-blocks: $suite: a fresh root (minbase + make, git, ca-certificates) in $root"
sh "$tool" make "$root" "$suite" make git ca-certificates >"$out/root.log" 2>&1 || {
	tail -n 20 "$out/root.log"
	echo "run-blocks: $suite: cannot make the root"
	exit 2
}
git -C "$TOP" bundle create -q "$root/root/cld.bundle" HEAD || exit 2
inside 'git clone -q /root/cld.bundle /root/cld && rm /root/cld.bundle' >"$out/clone.log" 2>&1 || {
	cat "$out/clone.log"
	echo "run-blocks: $suite: git clone failed"
	exit 2
}
echo "run-blocks: $suite: root made, HEAD $(git -C "$TOP" rev-parse --short HEAD) cloned [$(( $(date +%s) - t0 )) s]"

passed=0 failed=0
mkdir -p "$root/root/blocks"
for item in "$@"; do
	file=${item%%:*} name=${item#*:}
	log=$out/$name.log
	script=$root/root/blocks/$name.sh
	if ! sh "$TOP/tools/readme-check/blocks.sh" "$root/root/cld/$file" "$name" >"$script"; then
		echo "run-blocks: $suite $item: FAILED (no such block in $file)"
		failed=$((failed + 1))
		continue
	fi
	note=
	if [ -n "$reductions" ]; then
		red=$(awk -F '\t' -v n="$name" '$1 == n { print $2 "\t" $3; exit }' "$reductions")
		if [ -n "$red" ]; then
			sed -e "${red%%	*}" "$script" >"$script.tmp" && mv "$script.tmp" "$script"
			note=" (reduced: ${red#*	})"
		fi
	fi
	t1=$(date +%s)
	inside "yes | bash -e -x /root/blocks/$name.sh" >"$log" 2>&1
	rc=$?
	if [ $rc -eq 0 ]; then
		echo "run-blocks: $suite $item: ok$note [$(( $(date +%s) - t1 )) s]"
		passed=$((passed + 1))
	else
		tail -n 25 "$log" | sed 's/^/    /'
		echo "run-blocks: $suite $item: FAILED (exit $rc)$note [$(( $(date +%s) - t1 )) s]"
		failed=$((failed + 1))
	fi
done
echo "run-blocks: $suite: $passed passed, $failed failed [$(( $(date +%s) - t0 )) s]"
[ $failed -eq 0 ]
