# SPDX-License-Identifier: GPL-3.0-or-later
# make bench -- compile-time, code-size and run-time cost of cld against
# plain gcc and gcc -mcld, written to bench/RESULTS.md and
# bench/compile-time.png (bench/bench.sh).  Not part of 'make check'.
#
#   make bench [GCC=gcc-14 | BENCH_GCCS='gcc-12 gcc-11'] [BENCH_REPEAT=5] [BENCH_QUICK=1]
#              [BENCH_STAGES='time insns sqlite-insns size run scale floor link']
#              [BENCH_SQLITE_LEVELS='-O0 -O2']
#              [BENCH_FLOOR_UNITS='zlib stress-250 thunk-1 thunk-50']
#              [BENCH_CLD_VARIANTS='c7f5c4b=build/variants/c7f5c4b']
#                             (a subset re-runs those stages and keeps the
#                             other results; see bench/bench.sh)
#   make bench-deps           apt-get valgrind, gnuplot-nox, csmith (as root; npm
#                             comes with the machine's Node.js)
#
# SQLite's amalgamation comes from the npm registry (better-sqlite3@12) into
# build/bench/, out of git.

# GCC=gcc-N given on the command line benchmarks that one (in its chroot
# where the host lacks it, mk/chroot.mk).
BENCH_GCCS ?= $(if $(filter command line,$(origin GCC)),$(GCC),gcc-12 gcc-11)
.PHONY: bench bench-deps
bench-deps:
	@$(MAKE) -s deps GCC=$(GCC) EXTRA_DEPS_PKGS="valgrind gnuplot-nox csmith"

bench:
	BENCH_GCCS="$(BENCH_GCCS)" sh $(TOP)/bench/bench.sh

# The floor (bench/floor.c): an empty plugin, and one with an RTL pass
# that does nothing, built with the very flags and libraries of cld.so,
# so that what they cost is what loading any plugin costs.
BENCH_FLOOR = $(B)/bench/floor.so $(B)/bench/floor-pass.so
.PHONY: bench-floor print-bench-floor
bench-floor: $(BENCH_FLOOR)
print-bench-floor: $(BENCH_FLOOR)
	@echo $(BENCH_FLOOR)
$(B)/bench/floor.so: $(TOP)/bench/floor.c $(B)/.deps-ok
	@mkdir -p $(@D)
	$(GXX) $(PLUGIN_BUILD_FLAGS) -o $@ $< $(PLUGIN_LIBS)
$(B)/bench/floor-pass.so: $(TOP)/bench/floor.c $(B)/.deps-ok
	@mkdir -p $(@D)
	$(GXX) $(PLUGIN_BUILD_FLAGS) -DFLOOR_PASS -o $@ $< $(PLUGIN_LIBS)
