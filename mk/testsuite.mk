# SPDX-License-Identifier: GPL-3.0-or-later
# Testsuite harness self-tests (testsuite/harness.dg).
#
#   make check-harness [GCC=gcc-11] [HARNESS_RUNTESTFLAGS=...]
#
# They compile without the plugin, so they run before plugin/ builds.
# runtest only digs into directories named after the tool (cld*), so a
# plain 'make check' would never find harness.dg; a full 'make check'
# (no RUNTESTFLAGS) runs the self-tests first, because plugin results
# from a broken harness mean nothing.  A selective run
# (RUNTESTFLAGS="cld.dg/dg.exp=foo.c") skips them.

HARNESS_RUNTESTFLAGS ?=

.PHONY: check-harness
check-harness: $(B)/.deps-ok
	@command -v $(RUNTEST) >/dev/null 2>&1 || { echo "cld: runtest not found: apt-get install dejagnu (or run 'make deps' as root)" >&2; exit 1; }
	@mkdir -p $(B)/testsuite-harness
	cd $(B)/testsuite-harness && $(RUNTEST) --tool cld --srcdir $(TOP)/testsuite \
	  CLD_GCC=$(GCC) CLD_GXX=$(GXX) CLD_TOP=$(TOP) CLD_BUILD=$(B) \
	  $(CHECK_VARS) harness.dg/dg.exp $(HARNESS_RUNTESTFLAGS)

ifeq ($(strip $(RUNTESTFLAGS)),)
check-prereqs:: check-harness
endif
