# SPDX-License-Identifier: GPL-3.0-or-later
# sbuild.sh -- sourced by rebuild.sh for --suite SUITE: each build goes
# through sbuild (--chroot-mode=unshare, an mmdebstrap tarball of SUITE),
# the engine of Debian's build farm, so that a row can be rerun with the
# tools a maintainer already has.  The two builds differ in one thing, the
# way a distribution switches cld on (doc/cld.texi, "For distributions"):
#
#   --add-depends=cld-specs --starting-build-commands='cp
#     /usr/share/cld/buildflags.conf /etc/dpkg/buildflags.conf'
#
# Both get SUITE's cld packages (build/deb/SUITE/, built from this tree
# by sbuild itself when missing) as --extra-package and cld-tools, whose
# dfleak reruns the test suite after the build, in the same root.  The
# report path and dfleak are the harness's, in a per-build sbuild config
# (SBUILD_CONFIG), as command strings: the unshare backend runs a
# command string with sh -c (an array it would join with spaces first).
#
# sbuild's unshare mode maps subordinate ids of the user it runs as;
# root has none, so the builds run as SBUILD_USER (default cld-sbuild,
# created with useradd when missing).

SBUILD_USER=${SBUILD_USER:-cld-sbuild}
SB_DIR=$TOP/build/sbuild
SB_MIRROR=${SB_MIRROR:-http://deb.debian.org/debian}

# The root of SUITE: a directory (apt-get source runs in it) and its
# tarball for sbuild, package lists included (every build runs
# --no-apt-update: one SUITE state for the whole run).
sb_root () {
	SB_ROOT=$SB_DIR/$SUITE-root SB_TAR=$SB_DIR/$SUITE.tar
	[ -f "$SB_TAR" ] && return 0
	rb_need_root "making the $SUITE root (mmdebstrap)"
	command -v mmdebstrap >/dev/null || DEBIAN_FRONTEND=noninteractive \
		$APT install mmdebstrap >/dev/null || die "cannot install mmdebstrap"
	mkdir -p "$SB_DIR"
	# A testing suite's Release on the mirror can be past Valid-Until.
	set -- --variant=buildd --mode=root
	case $SUITE in
	bookworm|trixie) ;;
	*) set -- "$@" --aptopt='Acquire::Check-Valid-Until "false"';;
	esac
	say "making the $SUITE root: mmdebstrap into $SB_ROOT"
	rm -rf "$SB_ROOT"
	mmdebstrap "$@" "$SUITE" "$SB_ROOT" "deb $SB_MIRROR $SUITE main" \
		"deb-src $SB_MIRROR $SUITE main" > "$SB_DIR/$SUITE-root.log" 2>&1 \
		|| die "mmdebstrap $SUITE failed (see $SB_DIR/$SUITE-root.log)"
	chroot "$SB_ROOT" apt-get -q update >> "$SB_DIR/$SUITE-root.log" 2>&1 \
		|| die "apt-get update in $SB_ROOT failed"
	tar -C "$SB_ROOT" -cf "$SB_TAR.tmp" . && mv "$SB_TAR.tmp" "$SB_TAR" \
		|| die "cannot write $SB_TAR"
}

sb_user () {
	id "$SBUILD_USER" >/dev/null 2>&1 && return 0
	rb_need_root "creating the user $SBUILD_USER for sbuild"
	useradd -m -s /bin/sh "$SBUILD_USER" || die "cannot create user $SBUILD_USER"
	grep -q "^$SBUILD_USER:" /etc/subuid \
		|| die "$SBUILD_USER has no /etc/subuid range (usermod --add-subuids)"
}

sb_host_deps () {
	for p in sbuild mmdebstrap uidmap; do
		dpkg-query -W -f='${Status}' $p 2>/dev/null | grep -q 'ok installed' && continue
		rb_need_root "installing $p"
		DEBIAN_FRONTEND=noninteractive $APT install $p >/dev/null \
			|| die "cannot install $p"
	done
}

# sbuild as SBUILD_USER in DIR; the rest are sbuild's arguments.
sb_run () {	# DIR CONFIG ARGS...
	dir=$1 conf=$2
	shift 2
	(cd "$dir" && runuser -u "$SBUILD_USER" -- env HOME="$(getent passwd \
		"$SBUILD_USER" | cut -d: -f6)" SBUILD_CONFIG="$conf" \
		sbuild --chroot-mode=unshare --chroot="$SB_TAR" -d "$SUITE" \
		--arch-all --no-run-lintian --no-run-piuparts \
		--no-run-autopkgtest --no-apt-update --no-apt-upgrade \
		--no-apt-distupgrade --nolog "$@")
}

# What the cld packages are built from: HEAD's files but for those no
# package ships or builds (the records, the tests, the harnesses), so
# that a commit of a REBUILD.md row does not rebuild them.
sb_cld_key () {
	x='(testsuite|bench|tools/rebuild|tools/gcc-testsuite)/.*'
	git -C "$TOP" ls-tree -r HEAD \
		| grep -vE "	([^/]*\\.md|ChangeLog|CONTRIBUTING|$x)\$" \
		| sha1sum | cut -d' ' -f1
}

# SUITE's cld packages, as 'make deb' makes them, but by sbuild in the
# same root: build/deb/SUITE/.  Reused only if built from what HEAD would
# package (the stamp, sb_cld_key): packages 'make deb' left there from
# another commit may lack what the cld run uses
# (/usr/share/cld/buildflags.conf) or carry an old plugin.
# Runs of SUITE share them: each holds build/deb/SUITE.lock shared until
# it exits, and one that must rebuild them takes it exclusive, so it
# waits for the runs still building against them instead of pulling the
# packages from under their sbuild (cld-tools: "unsat-dependency").
sb_cld_debs () {
	SB_DEBS=$TOP/build/deb/$SUITE
	tree=$(sb_cld_key) || die "git ls-tree failed"
	mkdir -p "$TOP/build/deb"
	exec 8>"$TOP/build/deb/$SUITE.lock"
	flock -s 8 || die "cannot lock build/deb/$SUITE.lock"
	[ "$(cat "$SB_DEBS/.sbuild-tree" 2>/dev/null)" = "$tree" ] && return 0
	flock -x 8 || die "cannot lock build/deb/$SUITE.lock"
	if [ "$(cat "$SB_DEBS/.sbuild-tree" 2>/dev/null)" = "$tree" ]; then
		flock -s 8
		return 0
	fi
	src=$SB_DIR/cld-src/$SUITE
	rm -rf "$src" "$SB_DEBS"
	mkdir -p "$src" "$SB_DEBS"
	chown "$SBUILD_USER" "$SB_DEBS"
	git -C "$TOP" archive --prefix=cld/ HEAD | tar -x -C "$src" \
		|| die "git archive failed"
	(cd "$src/cld" && sh debian/gen-control "$SUITE" && dpkg-source -b . \
		) > "$src/source.log" 2>&1 || die "cld source package: see $src/source.log"
	say "building $SUITE's cld packages with sbuild (build/deb/$SUITE)"
	# An empty config is an error to sbuild: it must return true.
	echo '1;' > "$src/sbuild.conf"
	sb_run "$SB_DEBS" "$src/sbuild.conf" "-j$JOBS" "$(ls "$src"/cld_*.dsc)" \
		> "$SB_DEBS/sbuild.out" 2>&1 \
		|| die "sbuild of cld for $SUITE failed (see $SB_DEBS/*.build)"
	echo "$tree" > "$SB_DEBS/.sbuild-tree"
	flock -s 8
}

sb_setup () {
	sb_host_deps
	sb_user
	sb_root
	sb_cld_debs
	chmod a+rx "$OUT"
}

# The source package from SUITE's deb-src, fetched in its root.
sb_source () {	# PKG DIR
	rm -rf "$SB_ROOT/srv/rb-src"
	mkdir -p "$SB_ROOT/srv/rb-src"
	chroot "$SB_ROOT" sh -c "cd /srv/rb-src && apt-get source --download-only '$1'" \
		> "$2/../source.log" 2>&1 || return 1
	mv "$SB_ROOT"/srv/rb-src/* "$2/"
}

# The harness's part of a build, as an sbuild config: the report of the
# cld build (a second APPEND file, the user configuration dpkg-buildflags
# reads after /etc/dpkg/buildflags.conf), printed into the log after the
# build, and the test suite once more under dfleak --leak=set, in the
# built tree, as the build user.  sbuild expands %a, %p, ... in the
# scripts: a percent sign for date is %%.
sb_config () {	# KIND CONF TAG PKG
	report=/tmp/cld-rebuild-report.jsonl
	xdg=/etc/cld-rebuild
	start="mkdir -p $xdg/dpkg && : > $report && chmod 666 $report"
	start="$start && : > $xdg/dpkg/buildflags.conf"
	# --lto: both builds with link-time optimisation, the flags Ubuntu's
	# optimize=+lto gives every package.
	if [ "$LTO" = 1 ]; then
		for v in CFLAGS CXXFLAGS LDFLAGS; do
			start="$start && echo 'APPEND $v -flto=auto -ffat-lto-objects' >> $xdg/dpkg/buildflags.conf"
		done
	fi
	if [ "$1" = cld ]; then
		f="-fplugin-arg-cld-report=$report"
		start="$start && echo 'APPEND CFLAGS $f' >> $xdg/dpkg/buildflags.conf"
		start="$start && echo 'APPEND CXXFLAGS $f' >> $xdg/dpkg/buildflags.conf"
		start="$start && echo 'APPEND LDFLAGS $f' >> $xdg/dpkg/buildflags.conf"
	fi
	dfl=0
	[ "$USE_DFLEAK" = 1 ] && dfl=1
	# A test command of tools/rebuild/test-commands, for the generated
	# script (single-quoted there).
	tc=$(rb_test_command "$4" | sed "s/'/'\\\\''/g")
	cat > "$2" <<EOF
# sbuild configuration of one build of tools/rebuild (generated)
\$build_environment = { 'XDG_CONFIG_HOME' => '$xdg',
	'CLD_REPORT_TAG' => '$3' };
\$external_commands = {
  'starting-build-commands' => [ q{$start} ],
  'finished-build-commands' => [ q{
echo '=== cld-rebuild report begin'
cat $report
echo '=== cld-rebuild report end'
[ $dfl = 1 ] || exit 0
cd '%SBUILD_PKGBUILD_DIR' || exit 0
u=\$(ls -ld . | awk '{ print \$3 }')
r=debian/rules
cmd='$tc'
if [ -n "\$cmd" ]; then
	:
elif grep -q '^override_dh_auto_test' \$r; then
	cmd='debian/rules override_dh_auto_test'
elif grep -qE '^[[:space:]]+dh[[:space:]]+[\$]' \$r; then
	cmd=dh_auto_test
elif grep -qE '^[[:space:]]+[-@+]*dh_auto_test([[:space:]]|\$)' \$r; then
	cmd=dh_auto_test
else
	cmd=\$(sed -n 's/^\t[-@+]*\\\$[({]MAKE[)}]\(.*[[:space:]]\(check\|test\)\)\([[:space:]].*\)\?\$/make\1/p' \$r | head -n 1)
fi
echo "=== cld-rebuild dfleak begin: \$cmd"
if [ -n "\$cmd" ]; then
	t0=\$(date +%%s)
	runuser -u "\$u" -- env XDG_CONFIG_HOME=$xdg HOME=/sbuild-nonexistent \
		DEB_BUILD_OPTIONS=parallel=$JOBS \
		timeout $DFLEAK_TIMEOUT dfleak --leak=set -- sh -c "\$cmd" 2>&1
	rc=\$?
	echo "=== cld-rebuild dfleak end: exit \$rc; \$((\$(date +%%s) - t0))s"
else
	echo "=== cld-rebuild dfleak end: no test command"
fi
exit 0
} ],
};
1;
EOF
}

# One build through sbuild: sets what rb_build sets.
sb_build () {	# PKG KIND
	pkg=$1 kind=$2 d=$OUT/$1
	rm -rf "$d/$kind"
	mkdir -p "$d/$kind"
	chown "$SBUILD_USER" "$d/$kind"
	chmod a+rx "$d" "$d/src"
	sb_config "$kind" "$d/$kind/sbuild.conf" "$pkg${VERSION:+_$VERSION}" "$pkg"
	# One build path for both (sbuild's default has a random part): a
	# path in __FILE__ or the debug info must not differ.
	set -- "--extra-package=$SB_DEBS" --add-depends=cld-tools "-j$JOBS" \
		--build-path=/build/reproducible-path
	if [ "$kind" = cld ]; then
		set -- "$@" --add-depends=cld-specs \
			"--starting-build-commands=cp /usr/share/cld/buildflags.conf /etc/dpkg/buildflags.conf"
	fi
	t0=$(date +%s)
	rb_watch "$d/$kind/sbuild.out" "$pkg $kind sbuild" \
		sb_run "$d/$kind" "$d/$kind/sbuild.conf" "$@" "$dsc"
	rc=$?
	B_TIME=$(( $(date +%s) - t0 ))
	if [ $rc = 0 ]; then B_STATUS=ok; else B_STATUS=failed; fi
	# sbuild's log in three: the build, the report, the dfleak run.
	log=$(ls -t "$d/$kind"/*.build 2>/dev/null | head -n 1)
	[ -n "$log" ] || log=$d/$kind/sbuild.out
	awk -v b="$d/$kind/build.log" -v r="$d/$kind/report.jsonl" \
	    -v t="$d/$kind/dfleak-tests.log" '
		/^=== cld-rebuild report begin/ { o = r; next }
		/^=== cld-rebuild report end/ { o = b; next }
		/^=== cld-rebuild dfleak begin/ { o = t; print > t; next }
		/^=== cld-rebuild dfleak end/ { print > t; o = b; next }
		{ print > (o ? o : b) }' "$log"
	[ "$kind" = cld ] && cp "$d/$kind/report.jsonl" "$d/report.jsonl" 2>/dev/null
	B_TESTS=$(rb_test_summary "$d/$kind/build.log")
	B_DFLEAK=skipped
	[ "$USE_DFLEAK" = 1 ] && [ $rc = 0 ] && sb_dfleak_cell "$d/$kind/dfleak-tests.log"
}

# The dfleak cell of the row from the dfleak part of the log.
sb_dfleak_cell () {	# LOG
	[ -f "$1" ] || { B_DFLEAK="skipped (no dfleak run in the log)"; return; }
	st=$(sed -n 's/^=== cld-rebuild dfleak end: //p' "$1")
	t=${st##*; }
	case $t in [0-9]*s) st=${st%; *};; *) t="?s";; esac
	case $st in
	"exit 0") st=ok;; "exit 124") st=timeout;;
	"no test command") B_DFLEAK="skipped (no test command)"; return;;
	exit*) st="failed ($st)";;
	*) st="failed (no end)";;
	esac
	ent=$(sed -n 's/^dfleak: \([0-9]*\) handler entr.* entered with DF=1.*/\1/p' "$1" | tail -n 1)
	B_DFLEAK="$st, ${ent:-?} handler entries with DF=1; $(rb_test_summary "$1"); $t"
}
