# SPDX-License-Identifier: GPL-3.0-or-later
# make qemu-fix-check -- the root fix for today's DF leaker: build Debian's
# qemu with tools/qemu-fix/*.patch (x86_64-linux-user and i386-linux-user
# only) and show DF=1 handler entries and the libc-only example before and
# after.  Heavy (a qemu build, nice -n 15) and needs root for apt-get: not
# part of make check or CI.

QEMU_FIX_DIR ?= $(TOP)/build/qemu-fix

.PHONY: qemu-fix-check
qemu-fix-check:
	@sh $(TOP)/tools/qemu-fix/qemu-fix-check.sh $(GCC) $(QEMU_FIX_DIR)
