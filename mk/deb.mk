# SPDX-License-Identifier: GPL-3.0-or-later
# Debian packages (debian/): gcc-N-plugin-cld for every GCC the release
# has plugin headers for (debian/gccs), cld-specs, cld-tools.
#
#   make deb-deps   apt-get build-dep of debian/control as written for this
#                   release (debian/gen-control, into build/deb/RELEASE/
#                   build-deps/): what 'make deb' needs (as root)
#   make deb        dpkg-buildpackage -us -uc -b on a copy of the tree in
#                   build/deb/RELEASE/cld-VERSION, debian/control written
#                   for this release first (debian/gen-control); the .debs
#                   land in build/deb/RELEASE/
#   make -s print-debs   their paths, without the -dbgsym packages
#                   ('apt-get install $(make -s print-debs)')
#   make distro-build DISTRO_PKG=gzip   see below
#   .ci/deb [SUITE...]  README's "For distributions" commands, as
#                   written, in fresh roots of each SUITE (default and in
#                   CI: bookworm trixie; forky by hand); then each set
#                   installed alone in another and checked (prints
#                   "deb: PASS ..." lines)
#
# A copy, so the package build's clean step never touches this tree's
# build folders.  GCC=gcc-N with a gcc-N this host lacks builds in that
# GCC's Debian chroot (mk/chroot.mk): 'make deb GCC=gcc-14' on Debian 12
# makes Debian 13's packages.

DEB_RELEASE = $(shell . /etc/os-release 2>/dev/null && echo $$VERSION_CODENAME)
DEB_DIR = $(TOP)/build/deb/$(or $(DEB_RELEASE),unknown)
# The build dependencies are those of the control file written for this
# release, the very file dpkg-checkbuilddeps reads in 'make deb': no list
# here to drift from it.  Only what gen-control reads is copied.
DEB_DEPS_DIR = $(DEB_DIR)/build-deps

.PHONY: deb deb-deps print-debs
deb-deps:
	@rm -rf $(DEB_DEPS_DIR) && mkdir -p $(DEB_DEPS_DIR)/debian
	@cp $(TOP)/debian/control.in $(TOP)/debian/gccs $(TOP)/debian/gen-control $(DEB_DEPS_DIR)/debian/
	@sh $(DEB_DEPS_DIR)/debian/gen-control
	@sh $(TOP)/tools/deps/install-deps.sh --build-dep $(DEB_DEPS_DIR)
deb:
	@command -v dpkg-buildpackage >/dev/null 2>&1 && command -v dh >/dev/null 2>&1 || { echo "cld: make deb needs dpkg-dev and debhelper: run 'make deb-deps' as root" >&2; exit 1; }
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/cld-$(CLD_VERSION)
	cd $(TOP) && { git ls-files -co --exclude-standard 2>/dev/null || find . -path ./build -prune -o -type f -print; } \
	  | grep -v '^build/' | tar -cf - -T - | tar -xf - -C $(DEB_DIR)/cld-$(CLD_VERSION)
	cd $(DEB_DIR)/cld-$(CLD_VERSION) && sh debian/gen-control
	@cd $(DEB_DIR)/cld-$(CLD_VERSION) && dpkg-checkbuilddeps || { echo "cld: the build dependencies above are missing: run 'make deb-deps' as root" >&2; exit 1; }
	cd $(DEB_DIR)/cld-$(CLD_VERSION) && dpkg-buildpackage -us -uc -b
	@ls $(DEB_DIR)/*.deb
# What a user installs: the packages, not their -dbgsym companions.
print-debs:
	@ls $(DEB_DIR)/*.deb 2>/dev/null | grep -v -- '-dbgsym_' || { echo "cld: no .debs in $(DEB_DIR): run 'make deb'" >&2; exit 1; }

# A Debian source package built with cld on through dpkg's build flags
# configuration (tools/distro/build-with-cld.sh), with this tree's specs
# and plugin; as root (build-dep).  Fails unless it builds, its tests pass
# and the report names a handler.
#   make distro-build DISTRO_PKG=gzip
DISTRO_PKG ?= gzip
.PHONY: distro-build
distro-build: $(PLUGIN)
	sh $(TOP)/tools/distro/build-with-cld.sh --specs $(TOP)/specs/cld.specs \
	  --plugin-dir $(B) --source $(DISTRO_PKG)
