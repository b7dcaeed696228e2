# SPDX-License-Identifier: GPL-3.0-or-later
# dfleak -- run a program with DF leaked into its signal handlers (ptrace).
#
#   make dfleak                 build $(B)/dfleak with $(GCC)
#   make -s print-dfleak        absolute path of the built dfleak
#   make check-dfleak           tools/dfleak/selftest.sh against it
#   make install-dfleak         install into $(DESTDIR)$(bindir) (part of install)
#
# dfleak is an ordinary x86-64 program; it is built with plain $(GCC) into
# the per-compiler build folder only so that every build tree is complete.

DFLEAK_SRCS := $(wildcard $(TOP)/tools/dfleak/*.c)
DFLEAK_HDRS := $(wildcard $(TOP)/tools/dfleak/*.h)
DFLEAK = $(B)/dfleak
DFLEAK_CFLAGS ?= -O2 -g
DFLEAK_BUILD_FLAGS = -std=gnu11 -Wall -Wextra -DCLD_VERSION='"$(CLD_VERSION)"' $(DFLEAK_CFLAGS)

.PHONY: dfleak print-dfleak check-dfleak install-dfleak
dfleak: $(DFLEAK)
tools: $(DFLEAK)

$(DFLEAK): $(DFLEAK_SRCS) $(DFLEAK_HDRS) $(TOP)/plugin/cld.h
	@mkdir -p $(B)
	$(GCC) $(DFLEAK_BUILD_FLAGS) -o $@ $(DFLEAK_SRCS)

print-dfleak: $(DFLEAK)
	@echo $(DFLEAK)

check-dfleak: $(DFLEAK)
	CC=$(GCC) sh $(TOP)/tools/dfleak/selftest.sh $(DFLEAK)

install: install-dfleak
install-dfleak: $(DFLEAK)
	install -d $(DESTDIR)$(bindir)
	install -m 755 $(DFLEAK) $(DESTDIR)$(bindir)/dfleak
	install -d $(DESTDIR)$(mandir)/man1
	install -m 644 $(TOP)/tools/dfleak/dfleak.1 $(DESTDIR)$(mandir)/man1/dfleak.1

uninstall::
	rm -f $(DESTDIR)$(bindir)/dfleak
	rm -f $(DESTDIR)$(mandir)/man1/dfleak.1

# The run-time suites (testsuite/cld.run, testsuite/cld.dfleak) need it.
check-prereqs:: $(DFLEAK)
