# SPDX-License-Identifier: GPL-3.0-or-later
# make torture -- GCC 12's gcc.c-torture/compile and /execute through the
# plugin in every configuration of tools/torture/configs, each against
# plain $(GCC) with the same options (tools/torture/run-torture.sh).
#
#   make torture [GCC=gcc-11] [TORTURE_FLAGS='-s 10 -c strict,all']
#   make torture-deps           apt-get gcc-12-source and xz-utils (as root)
#
# Not part of 'make check': a full run is ~20k compiles per compiler.  The
# sources are unpacked into build/torture/src, out of git.

TORTURE_FLAGS ?=
.PHONY: torture torture-deps
# xz unpacks them: minbase systems and the chroots of mk/chroot.mk lack it.
torture-deps:
	@$(MAKE) -s deps GCC=$(GCC) EXTRA_DEPS_PKGS="gcc-12-source xz-utils"

torture: $(PLUGIN)
	@test -d $(TOP)/build/torture/src/gcc.c-torture || ls /usr/src/gcc-12/gcc-*.tar.* >/dev/null 2>&1 || \
	  { echo "cld: torture needs GCC 12's sources: apt-get install gcc-12-source (or 'make torture-deps' as root)" >&2; exit 1; }
	@test -d $(TOP)/build/torture/src/gcc.c-torture || command -v xz >/dev/null 2>&1 || \
	  { echo "cld: torture needs xz to unpack GCC 12's sources: apt-get install xz-utils (or 'make torture-deps GCC=$(GCC)' as root)" >&2; exit 1; }
	sh $(TOP)/tools/torture/run-torture.sh -o $(TOP)/build/torture $(TORTURE_FLAGS) $(GCC) $(PLUGIN)
