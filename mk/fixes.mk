# SPDX-License-Identifier: GPL-3.0-or-later
# make fixes-check -- the root fixes: build each leaker of tools/fixes with
# its patches and show, before and after, what a signal handler is entered
# with (tools/fixes/fixes-check.sh runs every tools/fixes/*/check.sh).
#
#   make fixes-check [FIXES='qemu valgrind'] [FIXES_SUITES='bookworm trixie']
#   make qemu-fix-check          the same as FIXES=qemu
#
# FIXES names directories of tools/fixes (default: all of them);
# FIXES_SUITES the Debian releases whose qemu is checked, in the chroots
# of tools/chroot for releases other than the host's (default: the host's).
# Heavy (a qemu, valgrind or kernel build each, nice -n 15) and needs root
# for apt-get and the chroots: not part of make check or CI.  Builds and
# logs go to build/fixes/.

FIXES ?=
FIXES_SUITES ?=
FIXES_DIR ?= $(TOP)/build/fixes

.PHONY: fixes-check qemu-fix-check
fixes-check:
	@FIXES_SUITES='$(FIXES_SUITES)' sh $(TOP)/tools/fixes/fixes-check.sh \
	  $(GCC) $(FIXES_DIR) $(FIXES)

qemu-fix-check:
	@$(MAKE) -s --no-print-directory fixes-check FIXES=qemu
