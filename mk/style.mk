# SPDX-License-Identifier: GPL-3.0-or-later
# make check-style -- the mechanical part of CONTRIBUTING's C style
# (tools/style/check-style.sh): 80 columns, blanks, indentation, braces,
# function length in plugin/.  A full 'make check' (no RUNTESTFLAGS) runs
# it first: it takes a second, and a selective run is about tests.

.PHONY: check-style
check-style:
	@sh $(TOP)/tools/style/check-style.sh

ifeq ($(strip $(RUNTESTFLAGS)),)
check-prereqs:: check-style
endif
