# SPDX-License-Identifier: GPL-3.0-or-later
# make gcc-testsuite-sweep -- GCC's own gcc.dg and g++.dg tests through
# the plugin: every file at the defaults, a fixed sample in every other
# mode and detection level (tools/gcc-testsuite/configs), each against
# plain $(GCC) with the same options; 0 ICE and 0 diagnostic only the
# plugin build gives (tools/gcc-testsuite/sweep.sh).
#
#   make gcc-testsuite-sweep [GCC=gcc-14] [SWEEP_FLAGS='-s 4 -c default']
#   make gcc-testsuite-sweep SWEEP_FLAGS=-r   # resume a stopped sweep
#
# Not part of 'make check': ~31 000 files, two compiles each (plain and
# plugin) at the defaults, over an hour on 2 cores; run it niced.  Needs
# gcc-N-source for GCC N's own tests, else gcc-12-source ('make
# torture-deps' as root) for GCC 12's.

SWEEP_FLAGS ?=
.PHONY: gcc-testsuite-sweep
gcc-testsuite-sweep: $(PLUGIN)
	nice -n 10 sh $(TOP)/tools/gcc-testsuite/sweep.sh -o $(TOP)/build/gcc-testsuite $(SWEEP_FLAGS) $(GCC) $(PLUGIN)
