#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# rebuild.sh -- rebuild Debian source packages plain and with cld, and
# compare the two: build status, test-suite results, and every function of
# every ELF file in the resulting .debs.
#
#   rebuild.sh [options] PACKAGE...
#     --out DIR          results under DIR/<package>/ (default build/rebuild)
#     --specs FILE       the cld.specs to build with (default: installed
#                        from this tree into DIR/prefix by 'make install')
#     --compare-tool P   cld-compare to use (default: built from this tree)
#     --dfleak P         dfleak to use (default: built from this tree)
#     --no-dfleak        do not run the test suites under dfleak --leak=set
#     --jobs N           parallel=N for dpkg-buildpackage (default 1)
#     --compare-only     no builds: compare the .debs of an earlier run again
#                        (after a change to the comparison)
#     --reuse-plain      keep the plain build of an earlier run (DIR/PKG/
#                        plain/ with its .debs and log) and build only with
#                        cld: the plain build does not depend on cld's
#                        plugin, so a new plugin needs only the cld build
#     --cld-if-plain-fails  build with cld even when the plain build failed
#                        (default: skip it, such a package is not counted)
#     --suite SUITE      SUITE's source packages (trixie, forky), each build
#                        by sbuild in a root of SUITE with SUITE's cld
#                        packages (tools/rebuild/sbuild.sh); results in
#                        build/rebuild-SUITE (default: the host's release,
#                        dpkg-buildpackage on the host)
#     --lto              with --suite: both builds with -flto=auto
#                        -ffat-lto-objects (Ubuntu's optimize=+lto) in
#                        the build root's dpkg-buildflags; results in
#                        build/rebuild-SUITE-lto
#
# Per package, in DIR/<package>/:
#   work/        the source tree, the same path for both builds (Debian
#                builds are not always reproducible across build paths)
#   plain/, cld/ the .debs, the build log (build.log), the dfleak test log
#   report.jsonl the cld report of the cld build (every protected function)
#   compare.json cld-compare --compare on the two sets of .debs
#   result.json  the row of REBUILD.md
# One line per package is printed as it finishes; while a build runs, a
# progress line every PROGRESS seconds (default 60).
#
# How cld is switched on is in ONE place, rb_cld_flags below: the
# distribution route, an APPEND line for the installed specs in a
# buildflags.conf that dpkg-buildflags reads.  A cld build none of whose
# compile lines has the specs fails its row (result.json: cld_flags_reach).
#
# Needs root for apt-get (build-dep); installs dpkg-dev, fakeroot and
# build-essential itself.  Adds a deb-src entry for its release if the machine
# has none, with the mirror of its existing deb entry, and says so.

set -u

# Run as "make -s rebuild PKGS=gzip", the caller's make hands its flags
# and command-line variables to every make below it through MAKEFLAGS:
# the package builds ran "make -s" (no compiler command lines in their
# logs, so the check of cld's specs counted "0 of 0") with PKGS=, SUITE=
# and GCC= as overrides.  A package is built as a build farm builds it.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES GNUMAKEFLAGS

TOP=$(cd "$(dirname "$0")/../.." && pwd)
OUT=
SUITE=
LTO=0
SPECS=
COMPARE=
DFLEAK=
USE_DFLEAK=1
COMPARE_ONLY=0
REUSE_PLAIN=0
CLD_IF_PLAIN_FAILS=0
JOBS=1
GCC=${GCC:-gcc-12}
PROGRESS=${PROGRESS:-60}
DFLEAK_TIMEOUT=${DFLEAK_TIMEOUT:-3600}
# The builds' PATH, sbuild's: a python3 or cc earlier in the caller's PATH
# (a pyenv shim without the packages' build-dependencies) is not Debian's.
BUILD_PATH=${BUILD_PATH:-/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin}
APT="apt-get -o DPkg::Lock::Timeout=600 -q -y"

die () { echo "rebuild: $*" >&2; exit 2; }
say () { echo "rebuild: $*"; }

while [ $# -gt 0 ]; do
	case $1 in
	--out) OUT=$2; shift 2;;
	--specs) SPECS=$2; shift 2;;
	--compare-tool) COMPARE=$2; shift 2;;
	--dfleak) DFLEAK=$2; shift 2;;
	--no-dfleak) USE_DFLEAK=0; shift;;
	--jobs) JOBS=$2; shift 2;;
	--compare-only) COMPARE_ONLY=1; shift;;
	--reuse-plain) REUSE_PLAIN=1; shift;;
	--cld-if-plain-fails) CLD_IF_PLAIN_FAILS=1; shift;;
	--suite) SUITE=$2; shift 2;;
	--lto) LTO=1; shift;;
	--) shift; break;;
	-*) die "unknown option $1 (see the header of $0)";;
	*) break;;
	esac
done
[ $# -gt 0 ] || die "no package given: make rebuild PKGS=\"dash less\""
[ "$LTO" = 0 ] || [ -n "$SUITE" ] || die "--lto needs --suite"
[ "$LTO" = 0 ] || SUITE_LTO=-lto
[ -n "$OUT" ] || OUT=$TOP/build/rebuild${SUITE:+-$SUITE}${SUITE_LTO-}
mkdir -p "$OUT" || die "cannot create $OUT"
OUT=$(cd "$OUT" && pwd)

# --- the one place where cld is switched on ---------------------------------
# An "APPEND CFLAGS -specs=..." line in a buildflags.conf, as a distribution
# puts into /etc/dpkg/buildflags.conf: here the user one that
# dpkg-buildflags(1) reads from $XDG_CONFIG_HOME/dpkg/, private to the
# package.  Not the DEB_CFLAGS_APPEND environment variable: a debian/rules
# that sets it itself (make-dfsg's "export DEB_CFLAGS_APPEND=-Wall")
# replaced ours, and its "cld build" had no cld.  LDFLAGS too: -flto links
# compile again.  Both builds get the same XDG_CONFIG_HOME, the plain one
# without the file.
rb_cld_flags () {	# PKGDIR REPORT
	mkdir -p "$1/xdg/dpkg"
	f="-specs=$SPECS -fplugin-arg-cld-report=$2"
	printf 'APPEND CFLAGS %s\nAPPEND CXXFLAGS %s\nAPPEND LDFLAGS %s\n' "$f" "$f" "$f" \
		> "$1/xdg/dpkg/buildflags.conf"
	export XDG_CONFIG_HOME="$1/xdg"
}
rb_plain_flags () {	# PKGDIR
	rm -f "$1/xdg/dpkg/buildflags.conf"
	mkdir -p "$1/xdg/dpkg"
	export XDG_CONFIG_HOME="$1/xdg"
}

# How many compile command lines of build log $1 have cld's specs: "N of
# M"; a cld build where none has them never ran cld.  libtool prints the
# compiler's command line after "libtool: compile:".
rb_cld_reach () {	# LOG
	grep -aE '^[[:space:]]*(libtool: compile:[[:space:]]+)?([^[:space:]]*/)?([a-z0-9_]+-linux-gnu-)?(gcc|g\+\+|cc|c\+\+)(-[0-9]+)?[[:space:]](.*[[:space:]])?-c[[:space:]]' "$1" \
		| awk '/-specs=[^ ]*cld\.specs/ { n++ } END { printf "%d of %d", n, NR }'
}

# --- the machine -----------------------------------------------------------
rb_need_root () {
	[ "$(id -u)" = 0 ] || die "$* needs root (apt-get); run as root or install it first"
}

rb_host_deps () {
	missing=
	for p in dpkg-dev fakeroot build-essential binutils; do
		dpkg-query -W -f='${Status}' $p 2>/dev/null | grep -q 'ok installed' \
			|| missing="$missing $p"
	done
	[ -z "$missing" ] && return 0
	rb_need_root "installing$missing"
	say "installing$missing"
	DEBIAN_FRONTEND=noninteractive $APT install $missing >/dev/null \
		|| { $APT update >/dev/null; DEBIAN_FRONTEND=noninteractive $APT install $missing >/dev/null; } \
		|| die "cannot install$missing"
}

# A deb-src entry for this machine's release (tools/deps/deb-src.sh): the
# packages are built with its compilers, so they are its sources.
rb_deb_src () {
	sh "$TOP/tools/deps/deb-src.sh" || exit 2
}

# cld, installed from this tree into a private prefix.
rb_tools () {
	if [ -z "$SPECS" ]; then
		prefix=$OUT/prefix
		make -s -C "$TOP" install GCC="$GCC" prefix="$prefix" \
			PLUGINDIR="$prefix/lib/cld/$GCC" SPECSDIR="$prefix/share/cld/$GCC" \
			>"$OUT/install.log" 2>&1 || { cat "$OUT/install.log" >&2; die "make install failed"; }
		SPECS=$prefix/share/cld/$GCC/cld.specs
		[ -n "$COMPARE" ] || COMPARE=$prefix/bin/cld-compare
		[ -n "$DFLEAK" ] || DFLEAK=$prefix/bin/dfleak
	fi
	[ -f "$SPECS" ] || die "no specs file $SPECS"
	[ -n "$COMPARE" ] || COMPARE=$(make -s -C "$TOP" print-cld-compare GCC="$GCC")
	[ -n "$DFLEAK" ] || DFLEAK=$(make -s -C "$TOP" print-dfleak GCC="$GCC")
	[ -x "$COMPARE" ] || die "no cld-compare at $COMPARE"
}

# --- one package -----------------------------------------------------------

# Print a progress line every $PROGRESS s while pid $1 runs, from log $2.
rb_progress () {	# PID LOG WHAT
	t0=$(date +%s)
	while kill -0 "$1" 2>/dev/null; do
		i=0
		while [ $i -lt "$PROGRESS" ] && kill -0 "$1" 2>/dev/null; do
			sleep 1; i=$((i + 1))
		done
		kill -0 "$1" 2>/dev/null || break
		n=$(wc -l < "$2" 2>/dev/null || echo 0)
		last=$(tail -n 1 "$2" 2>/dev/null | cut -c1-70)
		echo "  $3: $(( ($(date +%s) - t0) / 60 ))m, $n log lines: $last"
	done
}

# Run CMD (its output into LOG) with a progress line every $PROGRESS
# seconds; return its exit status.  CMD runs in a child, so a cd in it
# (rb_in) stays there.
rb_watch () {	# LOG WHAT CMD...
	rw_log=$1 rw_what=$2
	shift 2
	"$@" > "$rw_log" 2>&1 &
	rw_pid=$!
	rb_progress $rw_pid "$rw_log" "$rw_what" &
	rw_ppid=$!
	wait $rw_pid
	rw_rc=$?
	kill $rw_ppid 2>/dev/null; wait $rw_ppid 2>/dev/null
	return $rw_rc
}

rb_in () {	# DIR CMD...
	cd "$1" || return
	shift
	"$@"
}

# A command line of a build log that runs a test target ("make check",
# "/usr/bin/make -C builddir test").
rb_test_cmd_re='^[[:space:]]*([^[:space:]]*/)?make( [^[:space:]]+)* (check|test)([[:space:]]|$)'

# The command that reruns PKG's test suite where debian/rules runs it in
# a target of its own (tools/rebuild/test-commands), or nothing.
rb_test_command () {	# PKG
	sed -n "s/^$1 //p" "$TOP/tools/rebuild/test-commands" | head -n 1
}

# The test suite's own summary lines from a build log: automake, DejaGnu,
# Perl's prove, meson, pytest, ctest, zlib's "*** ... test OK ***", ed's
# "tests completed successfully.", GNU make's "N Tests in M Categories
# Complete ...", rsync's "overall result is 0", gawk's "ALL TESTS PASSED",
# and common "N tests passed" forms.  Without one, "ran (no summary line)" only
# when a test target was really run (dh_auto_test, a "make ... check" or
# "make test" command line, make's "Nothing to be done for 'check'"): a
# "make: Entering directory '.../tests'" line is a build, not a test run.
rb_test_summary () {	# LOG
	s=$(grep -aE '^[[:space:]]*\*\*\* .*tests? (OK|FAILED) \*\*\*$|^tests (completed successfully|failed)\.$|^[0-9]+ Tests? in [0-9]+ Categor(y|ies) Complete \.\.\. |^overall result is [0-9]+$|^ALL TESTS PASSED$|^[0-9]+ TESTS? FAILED$|^[[:space:]]+[0-9]+ (passed|failed|skipped)$|^# (TOTAL|PASS|SKIP|XFAIL|FAIL|XPASS|ERROR): +[0-9]+$|^# of (expected|unexpected) [a-z]+[[:space:]]+[0-9]+$|^Files=[0-9]+, Tests=[0-9]+|^Result: (PASS|FAIL)|^All [0-9]+ tests passed|^[0-9]+ tests? (passed|failed)|^(Ok|Fail|Expected Fail|Unexpected Pass|Skipped|Timeout): +[0-9]+$|tests passed, [0-9]+ tests failed out of|^=+ [0-9]+ (passed|failed).*=+$|^[0-9]+ of [0-9]+ tests? (passed|failed)|^(PASSED|FAILED): [0-9]+|^TOTAL: [0-9]+|^Summary: [0-9]+' "$1" \
		| sed 's/ in [0-9.]*s\b.*//; s/,\? *[0-9.]* wallclock secs.*//' | sort | uniq -c \
		| awk '{c=$1; $1=""; sub(/^ /,""); printf "%s%s", (NR>1?"; ":""), (c>1? $0" (x"c")" : $0)}')
	[ -n "$s" ] && { echo "$s"; return; }
	# Without a summary, harnesses that print one line a test and no
	# count (busybox's runtest: "PASS: name", "FAIL: name",
	# "SKIPPED: name"): their counts.
	s=$(grep -aoE '^(PASS|FAIL|SKIPPED|UNTESTED): ' "$1" | sort | uniq -c \
		| awk '{ sub(/:$/, "", $2); printf "%s%d %s", (NR > 1 ? ", " : ""), $1, $2 } END { if (NR) printf " lines" }')
	[ -n "$s" ] && { echo "$s"; return; }
	if grep -aqE "dh_auto_test|$rb_test_cmd_re|make(\\[[0-9]+\\])?: Nothing to be done for .(check|test)." "$1"; then
		echo "ran (no summary line)"
	else
		echo none
	fi
}

# --compare-only: the test summaries again from the kept logs (after a
# change to rb_test_summary); the dfleak line keeps its status and time.
rb_retest () {	# KIND P|C
	[ -f "$d/$1/build.log" ] && eval "$2_TESTS=\$(rb_test_summary \"\$d/\$1/build.log\")"
	eval "x=\$$2_DFLEAK"
	case $x in
	*\;*) [ -f "$d/$1/dfleak-tests.log" ] && \
		eval "$2_DFLEAK=\"\${x%%; *}; \$(rb_test_summary \"\$d/\$1/dfleak-tests.log\"); \${x##*; }\"";;
	esac
}

# --reuse-plain: the P_ values of the plain build in $d/plain, from the
# earlier run's state.sh, or, where that run stopped before writing it,
# from the plain build's own logs (its time then sbuild's Build-Time, the
# build without the root's setup).  False if there is no successful plain
# build to keep.
rb_reuse_plain () {
	ls "$d"/plain/*.deb >/dev/null 2>&1 && [ -f "$d/plain/build.log" ] \
		|| return 1
	if [ -f "$d/state.sh" ]; then
		. "$d/state.sh"
		[ "$P_STATUS" = ok ] || return 1
		rb_retest plain P
		return 0
	fi
	[ -n "$SUITE" ] && grep -aq '^Status: successful' "$d/plain/build.log" \
		|| return 1
	P_STATUS=ok
	P_TIME=$(sed -n 's/^Build-Time: *\([0-9]*\)$/\1/p' "$d/plain/build.log" \
		| tail -n 1)
	P_TIME=${P_TIME:-0}
	P_TESTS=$(rb_test_summary "$d/plain/build.log")
	B_DFLEAK=skipped
	[ "$USE_DFLEAK" = 1 ] && sb_dfleak_cell "$d/plain/dfleak-tests.log"
	P_DFLEAK=$B_DFLEAK
}

rb_sh_quote () { printf "'%s'" "$(printf '%s' "$1" | sed "s/'/'\\\\''/g")"; }

rb_json_str () { printf '"%s"' "$(printf '%s' "$1" | sed 's/\\/\\\\/g; s/"/\\"/g' | tr -d '\n\r\t')"; }

# One build: extract into the same work path, build, keep debs and log.
rb_build () {	# PKG KIND(plain|cld) -> sets B_STATUS, B_TIME
	pkg=$1 kind=$2 d=$OUT/$1
	B_TESTS=none B_DFLEAK=skipped
	rm -rf "$d/work" "$d/$kind"
	mkdir -p "$d/work" "$d/$kind"
	(cd "$d/work" && dpkg-source -x --no-check "$dsc" src >/dev/null 2>"$d/$kind/extract.log") \
		|| { B_STATUS=failed; B_TIME=0; echo "  $pkg: dpkg-source -x failed" >&2; return; }
	rm -f "$d/$kind/report.jsonl"
	if [ "$kind" = cld ]; then
		: > "$d/report.jsonl"
		rb_cld_flags "$d" "$d/report.jsonl"
	else
		rb_plain_flags "$d"
	fi
	t0=$(date +%s)
	rb_watch "$d/$kind/build.log" "$pkg $kind build" \
		rb_in "$d/work/src" env CLD_REPORT_TAG="$pkg${VERSION:+_$VERSION}" \
		DEB_BUILD_OPTIONS="parallel=$JOBS" PATH="$BUILD_PATH" \
		dpkg-buildpackage -b -us -uc
	rc=$?
	B_TIME=$(( $(date +%s) - t0 ))
	unset XDG_CONFIG_HOME
	if [ $rc = 0 ]; then B_STATUS=ok; else B_STATUS=failed; fi
	mv "$d"/work/*.deb "$d"/work/*.ddeb "$d"/work/*.udeb "$d/$kind/" 2>/dev/null
	mv "$d"/work/*.buildinfo "$d"/work/*.changes "$d/$kind/" 2>/dev/null
	B_TESTS=$(rb_test_summary "$d/$kind/build.log")
	# The test suite again, under dfleak --leak=set, in the built tree.
	B_DFLEAK=skipped
	if [ "$USE_DFLEAK" = 1 ] && [ $rc = 0 ] && [ -x "$DFLEAK" ]; then
		rb_dfleak_tests "$pkg" "$kind"
	fi
}

# The package's tests under dfleak --leak=set, run the way the build ran
# them: the override_dh_auto_test target, or dh_auto_test under dh's
# sequencer; a rules file without the sequencer (gzip's) runs them in its
# own recipe, where dh_auto_test finds no Makefile, so the test command
# line from the build log ("/usr/bin/make -C builddir check").
rb_dfleak_tests () {	# PKG KIND -> B_DFLEAK
	d=$OUT/$1
	rules=$d/work/src/debian/rules
	cmd=$(rb_test_command "$1")
	if [ -n "$cmd" ]; then
		:
	elif grep -q '^override_dh_auto_test' "$rules"; then
		cmd="debian/rules override_dh_auto_test"
	elif grep -qE '^[[:space:]]+dh[[:space:]]+\$[@{(]' "$rules" ||
	     grep -qE '^[[:space:]]+[-@+]*dh_auto_test([[:space:]]|$)' "$rules"; then
		cmd=dh_auto_test
	else
		cmd=$(grep -a -m1 -E "$rb_test_cmd_re" "$d/$2/build.log")
		[ -n "$cmd" ] || { B_DFLEAK="skipped (no test command in the build log)"; return; }
	fi
	t0=$(date +%s)
	rb_watch "$d/$2/dfleak-tests.log" "$1 $2 tests under dfleak" \
		rb_in "$d/work/src" env PATH="$BUILD_PATH" \
		timeout "$DFLEAK_TIMEOUT" "$DFLEAK" --leak=set -- sh -c "$cmd"
	rc=$?
	t=$(( $(date +%s) - t0 ))
	case $rc in
	0) st=ok;; 124) st=timeout;; *) st="failed (exit $rc)";;
	esac
	ent=$(sed -n 's/^dfleak: \([0-9]*\) handler entr.* entered with DF=1.*/\1/p' "$d/$2/dfleak-tests.log" | tail -n 1)
	B_DFLEAK="$st, ${ent:-?} handler entries with DF=1; $(rb_test_summary "$d/$2/dfleak-tests.log"); ${t}s"
}

rb_package () {	# PKG
	pkg=$1 d=$OUT/$1
	mkdir -p "$d/src"
	rm -f "$d/result.json"
	if [ -n "$SUITE" ] && ! ls "$d"/src/*.dsc >/dev/null 2>&1; then
		sb_source "$pkg" "$d/src" \
			|| { rb_result_failed "$pkg" "apt-get source in the $SUITE root failed (see $d/source.log)"; return 1; }
	fi
	if ! ls "$d"/src/*.dsc >/dev/null 2>&1; then
		# Stale or empty package lists (a fresh machine): update once.
		(cd "$d/src" && apt-get source --download-only "$pkg") > "$d/source.log" 2>&1 \
			|| { [ "$(id -u)" = 0 ] && $APT update >> "$d/source.log" 2>&1 \
			     && (cd "$d/src" && apt-get source --download-only "$pkg") >> "$d/source.log" 2>&1; } \
			|| { rb_result_failed "$pkg" "apt-get source failed (see $d/source.log)"; return 1; }
	fi
	dsc=$(ls "$d"/src/*.dsc | head -n 1)
	src=$(sed -n 's/^Source: //p' "$dsc" | head -n 1)
	VERSION=$(sed -n 's/^Version: //p' "$dsc" | head -n 1)
	if [ "$COMPARE_ONLY" = 1 ]; then
		[ -f "$d/state.sh" ] || { say "$pkg: no earlier build to compare ($d/state.sh)"; return 1; }
		. "$d/state.sh"
		rb_retest plain P; rb_retest cld C
	else
		if [ "$(id -u)" = 0 ] && [ -z "$SUITE" ]; then
			DEBIAN_FRONTEND=noninteractive $APT build-dep "$dsc" > "$d/build-dep.log" 2>&1 \
				|| { rb_result_failed "$pkg" "apt-get build-dep failed (see $d/build-dep.log)"; return 1; }
		fi
		if [ "$REUSE_PLAIN" = 1 ] && rb_reuse_plain; then
			say "$pkg $VERSION: plain build of an earlier run kept ($d/plain)"
		else
			rm -f "$d/state.sh"
			say "$pkg $VERSION: building plain"
			$BUILD_FN "$pkg" plain
			P_STATUS=$B_STATUS P_TIME=$B_TIME P_TESTS=$B_TESTS P_DFLEAK=$B_DFLEAK
		fi
		rm -f "$d/state.sh"
		if [ "$P_STATUS" = ok ] || [ "$CLD_IF_PLAIN_FAILS" = 1 ]; then
			say "$pkg: plain build $P_STATUS in ${P_TIME}s, tests: $P_TESTS; building with cld"
			$BUILD_FN "$pkg" cld
			C_STATUS=$B_STATUS C_TIME=$B_TIME C_TESTS=$B_TESTS C_DFLEAK=$B_DFLEAK
		else
			# Not counted (REBUILD.md lists it apart): save the time.
			say "$pkg: plain build failed in ${P_TIME}s (see $d/plain/build.log); no cld build"
			C_STATUS=skipped C_TIME=0 C_TESTS=none C_DFLEAK=skipped
		fi
		rm -rf "$d/work"
		{
			echo "P_STATUS=$(rb_sh_quote "$P_STATUS") P_TIME=$P_TIME"
			echo "P_TESTS=$(rb_sh_quote "$P_TESTS") P_DFLEAK=$(rb_sh_quote "$P_DFLEAK")"
			echo "C_STATUS=$(rb_sh_quote "$C_STATUS") C_TIME=$C_TIME"
			echo "C_TESTS=$(rb_sh_quote "$C_TESTS") C_DFLEAK=$(rb_sh_quote "$C_DFLEAK")"
		} > "$d/state.sh"
	fi
	CMP_RC=2
	rm -f "$d/compare.json" "$d/compare.txt"
	if [ "$P_STATUS" = ok ] && [ "$C_STATUS" = ok ]; then
		sh "$TOP/tools/rebuild/compare-debs.sh" --compare-tool "$COMPARE" \
			--report "$d/report.jsonl" --text "$d/compare.txt" \
			"$d/plain" "$d/cld" > "$d/compare.json" 2> "$d/compare.log"
		CMP_RC=$?
	fi
	AUDIT=
	[ "$C_STATUS" = ok ] && rb_audit "$d"
	n_changed=0 n_protected=0 n_thunks=0 n_rerouted=0 n_mapped=0
	n_unexpected=0 n_elf=0 n_identical=0
	[ -f "$d/compare.txt" ] && . "$d/compare.txt"
	verdict=OK why= REACH=
	[ "$C_STATUS" = ok ] && REACH=$(rb_cld_reach "$d/cld/build.log")
	if [ "$P_STATUS" != ok ]; then
		verdict=PLAIN-FAILS
		why=" plain build fails here: $(grep -a -m1 -E 'FAIL:|Error [0-9]|error:' "$d/plain/build.log" | cut -c1-120)"
	else
		[ "$C_STATUS" = ok ] || why="$why cld build failed;"
		case $REACH in 0\ of\ [1-9]*) why="$why cld's specs on $REACH compile lines of the cld build;";; esac
		[ "$P_TESTS" = "$C_TESTS" ] || why="$why test results differ;"
		[ "$n_unexpected" = 0 ] || why="$why $n_unexpected unexpected change(s);"
		case ${AUDIT%%;*} in *\ 0\ HANDLER-WITHOUT-CLD|'') ;; *) why="$why audit: $AUDIT;";; esac
		[ "$CMP_RC" = 0 ] || [ -n "$why" ] || why="$why comparison failed (see $d/compare.log);"
		[ -z "$why" ] || verdict=FAIL
	fi
	rb_result "$pkg" "$verdict" "$why"
	echo "$pkg $VERSION: $verdict plain $P_STATUS ${P_TIME}s, cld $C_STATUS ${C_TIME}s;" \
		"tests: $C_TESTS; $n_protected protected, ${n_thunks:-0} thunks" \
		"(${n_rerouted:-0} functions registering through them," \
		"${n_mapped:-0} mapping through them)," \
		"$n_changed changed," \
		"$n_unexpected unexpected; $n_identical of $n_elf ELF files identical${why:+ --$why}"
	[ "$verdict" = OK ]
}

# cld-compare --audit of every ELF file of the cld build's packages with
# its report: each function the report lists must start with cld
# ("handler-ok"; "HANDLER-WITHOUT-CLD" otherwise), and a thunk
# cld_thunk.F pass control to F ("THUNK-NOT-TO-FUNCTION" otherwise); a
# function of a listed name from another source file is a "namesake".
# Sets AUDIT.
rb_audit () {	# DIR
	rm -rf "$1/audit-tree"
	mkdir -p "$1/audit-tree"
	. "$TOP/tools/rebuild/unpack-deb.sh"
	for f in "$1"/cld/*.deb "$1"/cld/*.ddeb "$1"/cld/*.udeb; do
		[ -f "$f" ] && unpack_deb "$f" "$1/audit-tree"
	done
	find "$1/audit-tree" -type f ! -path '*/usr/lib/debug/*' | while read -r f; do
		[ "$(head -c 4 "$f" | od -An -c | tr -d ' ')" = '177ELF' ] && echo "$f"
	done > "$1/audit-files"
	: > "$1/audit.csv"
	if [ -s "$1/audit-files" ]; then
		tr '\n' '\0' < "$1/audit-files" | xargs -0 "$COMPARE" --audit \
			--debug-dir "$1/audit-tree/usr/lib/debug" \
			--report "$1/report.jsonl" --format=csv > "$1/audit.csv" 2> "$1/audit.log"
	fi
	ok=$(grep -c ',handler-ok,' "$1/audit.csv")
	bad=$(grep -c ',HANDLER-WITHOUT-CLD,' "$1/audit.csv")
	stray=$(grep -c ',THUNK-NOT-TO-FUNCTION,' "$1/audit.csv")
	same=$(grep -c ',namesake,' "$1/audit.csv")
	AUDIT="$ok handler-ok, $bad HANDLER-WITHOUT-CLD"
	[ "$stray" = 0 ] || AUDIT="$AUDIT, $stray THUNK-NOT-TO-FUNCTION"
	[ "$same" = 0 ] || AUDIT="$AUDIT; $same namesakes"
	rm -rf "$1/audit-tree"
}

rb_result_failed () {	# PKG WHY
	mkdir -p "$OUT/$1"
	{
		printf '{"package":%s,"version":null,"verdict":"PLAIN-FAILS","why":%s,' \
			"$(rb_json_str "$1")" "$(rb_json_str "$2")"
		printf '"plain_build":"failed","cld_build":"failed","plain_tests":"none","cld_tests":"none",'
		printf '"protected":[],"changed":[],"unexpected":[],"plain_time_s":0,"cld_time_s":0}\n'
	} > "$OUT/$1/result.json"
	echo "$1: PLAIN-FAILS -- $2"
}

rb_result () {	# PKG VERDICT WHY
	d=$OUT/$1
	{
		printf '{"package":%s,"source":%s,"version":%s,' "$(rb_json_str "$1")" \
			"$(rb_json_str "$src")" "$(rb_json_str "$VERSION")"
		printf '"verdict":"%s","why":%s,' "$2" "$(rb_json_str "$3")"
		printf '"plain_build":"%s","cld_build":"%s",' "$P_STATUS" "$C_STATUS"
		printf '"plain_tests":%s,"cld_tests":%s,' "$(rb_json_str "$P_TESTS")" "$(rb_json_str "$C_TESTS")"
		printf '"plain_dfleak_tests":%s,"cld_dfleak_tests":%s,' "$(rb_json_str "$P_DFLEAK")" "$(rb_json_str "$C_DFLEAK")"
		printf '"plain_time_s":%s,"cld_time_s":%s,' "$P_TIME" "$C_TIME"
		printf '"cld_flags_reach":%s,' "$(rb_json_str "$REACH")"
		printf '"audit":%s,' "$(rb_json_str "$AUDIT")"
		# grep -c prints 0 and fails on an empty report: no "|| echo 0".
		nl=$(grep -c . "$d/report.jsonl" 2>/dev/null)
		printf '"report_lines":%s,"compare_status":%s,' "${nl:-0}" "$CMP_RC"
		printf '"host":%s,"date":"%s",' "$(rb_json_str "$(uname -n) $(uname -r)")" "$(date -u +%Y-%m-%dT%H:%M:%SZ)"
		printf '"cld_commit":%s,' "$(rb_json_str "$(git -C "$TOP" describe --always --dirty 2>/dev/null || echo unknown)")"
		# compare.json is one object: its members become ours.
		if [ -s "$d/compare.json" ] && [ "$(head -c 1 "$d/compare.json")" = "{" ]; then
			tail -c +2 "$d/compare.json"
		else
			printf '"protected":[],"changed":[],"unexpected":[]}\n'
		fi
	} > "$d/result.json.tmp"
	mv "$d/result.json.tmp" "$d/result.json"
}

rb_host_deps
BUILD_FN=rb_build
if [ -n "$SUITE" ]; then
	. "$TOP/tools/rebuild/sbuild.sh"
	sb_setup
	BUILD_FN=sb_build
else
	rb_deb_src
fi
rb_tools
say "cld: $SPECS; results in $OUT"
fails=0
for p in "$@"; do
	rb_package "$p" || fails=$((fails + 1))
done
echo "rebuild: $(($# - fails)) passed, $fails failed"
[ $fails = 0 ]
