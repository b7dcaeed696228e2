# SPDX-License-Identifier: GPL-3.0-or-later
# Debian packages (debian/): gcc-N-plugin-cld for every GCC the release
# has plugin headers for (debian/gccs), cld-specs, cld-tools.
#
#   make deb-deps   apt-get what 'make deb' needs on this release (as root)
#   make deb        dpkg-buildpackage -us -uc -b on a copy of the tree in
#                   build/deb/RELEASE/cld-VERSION, debian/control written
#                   for this release first (debian/gen-control); the .debs
#                   land in build/deb/RELEASE/
#   make distro-build DISTRO_PKG=gzip   see below
#   .ci/deb         builds them for Debian 12 and 13, installs each set in
#                   a fresh root of its release and checks them (prints
#                   "deb: PASS ..." lines)
#
# A copy, so the package build's clean step never touches this tree's
# build folders.  GCC=gcc-N with a gcc-N this host lacks builds in that
# GCC's Debian chroot (mk/chroot.mk): 'make deb GCC=gcc-14' on Debian 12
# makes Debian 13's packages.

DEB_RELEASE = $(shell . /etc/os-release 2>/dev/null && echo $$VERSION_CODENAME)
DEB_GCCS = $(shell sh $(TOP)/debian/gen-control --print 2>/dev/null)
DEB_DIR = $(TOP)/build/deb/$(or $(DEB_RELEASE),unknown)
DEB_PKGS = debhelper dpkg-dev lintian libgmp-dev \
	$(foreach n,$(DEB_GCCS),gcc-$(n) g++-$(n) gcc-$(n)-plugin-dev)

.PHONY: deb deb-deps
deb-deps:
	@test -n "$(DEB_GCCS)" || sh $(TOP)/debian/gen-control --print
	@sh $(TOP)/tools/deps/install-deps.sh $(DEB_PKGS)
deb:
	@command -v dpkg-buildpackage >/dev/null 2>&1 && command -v dh >/dev/null 2>&1 || { echo "cld: make deb needs dpkg-dev and debhelper: run 'make deb-deps' as root" >&2; exit 1; }
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/cld-$(CLD_VERSION)
	cd $(TOP) && { git ls-files -co --exclude-standard 2>/dev/null || find . -path ./build -prune -o -type f -print; } \
	  | grep -v '^build/' | tar -cf - -T - | tar -xf - -C $(DEB_DIR)/cld-$(CLD_VERSION)
	cd $(DEB_DIR)/cld-$(CLD_VERSION) && sh debian/gen-control && dpkg-buildpackage -us -uc -b
	@ls $(DEB_DIR)/*.deb

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
