# SPDX-License-Identifier: GPL-3.0-or-later
# make demo -- the README's first command: install what is missing (as
# root), build the plugin and dfleak, and show the bug and the fix on
# examples/sigcopy.c.

.PHONY: demo demo-deps demo-run
demo-deps:
	@if [ "$$(id -u)" = 0 ]; then $(MAKE) -s deps GCC=$(GCC); else $(MAKE) -s deps GCC=$(GCC) || true; fi

# The rest in a new make: this one named the build folder before deps
# installed the compiler (on a fresh system, build/gcc--/).
demo: demo-deps
	@$(MAKE) -s demo-run GCC=$(GCC)

demo-run: plugin dfleak
	@sh $(TOP)/examples/demo.sh $(GCC) $(PLUGIN) $(DFLEAK)
