# SPDX-License-Identifier: GPL-3.0-or-later
# make demo -- the README's first command: install what is missing (as
# root), build the plugin and dfleak, and show the bug and the fix on
# examples/sigcopy.c.

.PHONY: demo demo-deps
demo-deps:
	@if [ "$$(id -u)" = 0 ]; then $(MAKE) -s deps GCC=$(GCC); else $(MAKE) -s deps GCC=$(GCC) || true; fi

demo: demo-deps
	@$(MAKE) -s plugin dfleak GCC=$(GCC)
	@sh $(TOP)/examples/demo.sh $(GCC) $(PLUGIN) $(DFLEAK)
