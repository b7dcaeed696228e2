# SPDX-License-Identifier: GPL-3.0-or-later
# cld-compare -- codegen comparison across cld modes, -mcld and compilers,
# and an audit of built binaries (tools/cld-compare).
#
#   make cld-compare              build $(B)/cld-compare with $(GCC)
#   make -s print-cld-compare     absolute path of the built tool
#   make install-cld-compare      install into $(DESTDIR)$(bindir) (part of install)
#
# The tool runs compilers and objdump; it is built into the per-compiler
# build folder so that, run from there, it finds the sibling folders'
# cld.so (build/gcc-<version>-<machine>/cld.so) for every compiler.  Its
# default compiler is the $(GCC) it was built with.

CLD_COMPARE_SRCS := $(wildcard $(TOP)/tools/cld-compare/*.c)
CLD_COMPARE_HDRS := $(wildcard $(TOP)/tools/cld-compare/*.h)
CLD_COMPARE = $(B)/cld-compare
CLD_COMPARE_CFLAGS ?= -O2 -g
CLD_COMPARE_BUILD_FLAGS = -std=gnu11 -Wall -Wextra \
	-DCLDC_DEFAULT_GCC='"$(GCC)"' -DCLDC_TOP='"$(TOP)"' \
	$(CLD_COMPARE_CFLAGS)

.PHONY: cld-compare print-cld-compare install-cld-compare
cld-compare: $(CLD_COMPARE)
tools: $(CLD_COMPARE)
check-prereqs:: $(CLD_COMPARE)

$(CLD_COMPARE): $(CLD_COMPARE_SRCS) $(CLD_COMPARE_HDRS) $(TOP)/mk/cld-compare.mk
	@mkdir -p $(B)
	$(GCC) $(CLD_COMPARE_BUILD_FLAGS) -o $@ $(CLD_COMPARE_SRCS)

print-cld-compare: $(CLD_COMPARE)
	@echo $(CLD_COMPARE)

install: install-cld-compare
install-cld-compare: $(CLD_COMPARE)
	install -d $(DESTDIR)$(bindir)
	install -m 755 $(CLD_COMPARE) $(DESTDIR)$(bindir)/cld-compare
	install -d $(DESTDIR)$(mandir)/man1
	install -m 644 $(TOP)/tools/cld-compare/cld-compare.1 $(DESTDIR)$(mandir)/man1/cld-compare.1

uninstall::
	rm -f $(DESTDIR)$(bindir)/cld-compare
	rm -f $(DESTDIR)$(mandir)/man1/cld-compare.1
