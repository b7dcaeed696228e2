# SPDX-License-Identifier: GPL-3.0-or-later
# GCC 11 to 16 from one tree on a Debian 12 host (tools/chroot/cld-chroot).
#
#   make [GOALS] GCC=gcc-N       where this host neither has gcc-N nor can
#                                apt-get install it, GOALS run in a Debian
#                                chroot that has it (made once, cached), with
#                                this tree at the same path: results land in
#                                build/gcc-VERSION-MACHINE/ as on the host
#   make check-all               make check for each of CHECK_ALL_GCCS, one
#                                line each and a sum (CHECK_ALL_JOBS at once)
#   make chroot-shell GCC=gcc-N  a shell in gcc-N's chroot
#   make clean-chroots           remove the cached chroots
#   make ci-fresh                the README's commands in brand-new
#                                Debian 12 and 13 roots (.ci/fresh;
#                                CI_FRESH_SUITES='bookworm trixie')
#
#   CLD_CHROOT=auto|no|SUITE     auto: as above (default); no: never;
#                                SUITE: always that suite's chroot
#   CLD_CHROOTS=DIR              the chroot cache (default build/chroots;
#                                .ci/run uses /var/cache/cld-chroots)
#
# Included by the Makefile before its own rules: a make that forwards
# defines nothing but the forwarding and the goals that are the host's.

CLD_CHROOT ?= auto
CLD_CHROOT_TOOL := $(TOP)/tools/chroot/cld-chroot
CHECK_ALL_GCCS ?= gcc-11 gcc-12 gcc-13 gcc-14 gcc-15 gcc-16
CHECK_ALL_JOBS ?= 1

# Only a bare gcc-N is mapped to a suite; a path or plain 'gcc' is the
# user's.  Never from inside a chroot (CLD_IN_CHROOT): a chroot without
# its compiler must fail, not recurse.
CLD_CHROOT_SUITE :=
ifeq ($(CLD_IN_CHROOT),)
ifneq ($(filter gcc-%,$(GCC)),)
ifeq ($(CLD_CHROOT),auto)
CLD_CHROOT_SUITE := $(shell sh $(CLD_CHROOT_TOOL) need $(GCC))
else ifneq ($(CLD_CHROOT),no)
CLD_CHROOT_SUITE := $(CLD_CHROOT)
endif
endif
endif

.DEFAULT_GOAL := all
.PHONY: check-all chroot-shell clean-chroots ci-fresh

# The goals that are the host's, in either kind of make.
check-all:
	+@sh $(TOP)/tools/check-all/check-all.sh -j $(CHECK_ALL_JOBS) $(CHECK_ALL_GCCS)

chroot-shell:
	@sh $(CLD_CHROOT_TOOL) run $(or $(CLD_CHROOT_SUITE),$(shell sh $(CLD_CHROOT_TOOL) suite $(GCC))) /bin/bash -i

clean-chroots:
	@sh $(CLD_CHROOT_TOOL) remove all

CI_FRESH_SUITES ?= bookworm trixie
ci-fresh:
	@sh $(TOP)/.ci/fresh $(CI_FRESH_SUITES)

ifneq ($(CLD_CHROOT_SUITE),)
CLD_HOST_GOALS := check-all chroot-shell clean-chroots ci-fresh clean distclean print-deps torture-deps
CLD_GOALS := $(or $(MAKECMDGOALS),all)
CLD_FORWARD_GOALS := $(filter-out $(CLD_HOST_GOALS),$(CLD_GOALS))
# In the order given: 'make clean check' cleans first.
.NOTPARALLEL:
.PHONY: $(CLD_GOALS) cld-chroot-forward
ifneq ($(CLD_FORWARD_GOALS),)
$(CLD_FORWARD_GOALS): cld-chroot-forward
	@:
# The command line's variables (GCC=, RUNTESTFLAGS=, ...) and -s reach
# the make inside through MAKEFLAGS.
# make torture reads GCC 12's torture sources from the host's
# gcc-12-source (whichever GCC it tests).
cld-chroot-forward:
	@CLD_CHROOT_BIND=/usr/src/gcc-12 sh $(CLD_CHROOT_TOOL) run $(CLD_CHROOT_SUITE) \
	  $(MAKE) --no-print-directory $(CLD_FORWARD_GOALS)
endif
clean distclean print-deps:
	@$(MAKE) --no-print-directory CLD_CHROOT=no $@
# The torture sources are the host's (above); xz, to unpack them, the
# chroot's.
torture-deps:
	@$(MAKE) --no-print-directory CLD_CHROOT=no GCC=gcc-12 $@
	@sh $(CLD_CHROOT_TOOL) run $(CLD_CHROOT_SUITE) $(MAKE) --no-print-directory deps EXTRA_DEPS_PKGS=xz-utils
endif
