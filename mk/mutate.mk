# SPDX-License-Identifier: GPL-3.0-or-later
# make mutate -- put each mutant of tools/mutate/mutants (a plausible bug)
# into a scratch copy of the plugin and check that the tests it names fail
# (tools/mutate/mutate.sh); prints one line per mutant and caught/total.
#
#   make mutate [GCC=gcc-11] [MUTANTS='name ...'] [MUTATE_FLAGS=-k]
#
# Not part of 'make check': it rebuilds the plugin once per mutant.

MUTANTS ?=
MUTATE_FLAGS ?=
.PHONY: mutate
mutate:
	nice -n 10 sh $(TOP)/tools/mutate/mutate.sh -g $(GCC) $(MUTATE_FLAGS) $(MUTANTS)
