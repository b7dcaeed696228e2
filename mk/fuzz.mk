# SPDX-License-Identifier: GPL-3.0-or-later
# make fuzz -- csmith programs through plain $(GCC) and the plugin in every
# mode and detection level, checksums compared (tools/fuzz/run-fuzz.sh).
#
#   make fuzz [GCC=gcc-11] [FUZZ_FLAGS='-n 500 -S 1000']
#   make fuzz-deps            apt-get csmith and cvise (as root)
#
# A fixed-seed slice of it runs in 'make check' (testsuite/cld.fuzz).
# Failing programs land in build/fuzz/<gcc>/fail/; tools/fuzz/reduce.sh
# shrinks one with cvise into a regression test.

FUZZ_FLAGS ?=
.PHONY: fuzz fuzz-deps
fuzz-deps:
	@$(MAKE) -s deps GCC=$(GCC) EXTRA_DEPS_PKGS="csmith cvise"

fuzz: $(PLUGIN)
	@command -v csmith >/dev/null 2>&1 || { echo "cld: fuzz needs csmith: apt-get install csmith (or 'make fuzz-deps' as root)" >&2; exit 1; }
	sh $(TOP)/tools/fuzz/run-fuzz.sh -o $(TOP)/build/fuzz $(FUZZ_FLAGS) $(GCC) $(PLUGIN)
