# SPDX-License-Identifier: GPL-3.0-or-later
# Debian packages (debian/): gcc-11-plugin-cld, gcc-12-plugin-cld,
# cld-specs, cld-tools.
#
#   make deb        dpkg-buildpackage -us -uc -b on a copy of the tree in
#                   build/deb/cld-VERSION; the .debs land in build/deb/
#   make distro-build DISTRO_PKG=gzip   see below
#   .ci/deb         builds them, installs them in a fresh Debian 12 chroot
#                   and checks them (prints "deb: PASS ..." lines)
#
# A copy, so the package build's clean step never touches this tree's
# build folders.

DEB_DIR = $(TOP)/build/deb
DEB_PKGS = debhelper dpkg-dev lintian gcc-11 g++-11 gcc-11-plugin-dev \
	gcc-12 g++-12 gcc-12-plugin-dev libgmp-dev

.PHONY: deb
deb:
	@command -v dpkg-buildpackage >/dev/null 2>&1 && command -v dh >/dev/null 2>&1 || { echo "cld: make deb needs dpkg-dev and debhelper: run 'make deps EXTRA_DEPS_PKGS=\"$(DEB_PKGS)\"' as root" >&2; exit 1; }
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/cld-$(CLD_VERSION)
	cd $(TOP) && { git ls-files -co --exclude-standard 2>/dev/null || find . -path ./build -prune -o -type f -print; } \
	  | grep -v '^build/' | tar -cf - -T - | tar -xf - -C $(DEB_DIR)/cld-$(CLD_VERSION)
	cd $(DEB_DIR)/cld-$(CLD_VERSION) && dpkg-buildpackage -us -uc -b
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
