# SPDX-License-Identifier: GPL-3.0-or-later
# dfprobe -- does an environment enter x86 signal handlers with DF clear,
# as Linux does? (tools/dfprobe); 'make leakers' asks every one installed.
#
#   make dfprobe                build it under $(B)/dfprobe/ for -m64, -m32,
#                               -mx32 (where that libc is installed), and
#                               -static for -m64 and -m32 (guests without
#                               glibc: Blink; valgrind's memcheck on -m32
#                               wants libc6-dbg:i386 for a dynamic one)
#   make -s print-dfprobe       absolute path of the -m64 one (the others:
#                               ../32/dfprobe, ../64-static/dfprobe, ...)
#   make install-dfprobe        install the -m64 one and dfprobe.1 (part of
#                               install)
#   make leakers                run it natively and under qemu-user,
#                               valgrind, User-Mode Linux and Blink, each one
#                               installed, and print a table (not CI)
#
# Each build is named dfprobe, in a folder named after its flags.

DFPROBE_SRC := $(TOP)/tools/dfprobe/dfprobe.c
DFPROBE_DIR = $(B)/dfprobe
DFPROBE = $(DFPROBE_DIR)/64/dfprobe
DFPROBE_CFLAGS ?= -O2 -g
DFPROBE_BUILD_FLAGS = -std=gnu11 -Wall -Wextra \
	-DCLD_VERSION='"$(CLD_VERSION)"' $(DFPROBE_CFLAGS)
# -mx32 only where its libc is installed; this host cannot run it anyway
# (a kernel without X86_X32_ABI), so it is built, never run.
DFPROBE_ABIS = 64 32 $(if $(wildcard /usr/libx32/libc.so),x32) \
	64-static 32-static
DFPROBE_ALL = $(foreach a,$(DFPROBE_ABIS),$(DFPROBE_DIR)/$(a)/dfprobe)

.PHONY: dfprobe print-dfprobe install-dfprobe leakers
dfprobe: $(DFPROBE_ALL)
tools: $(DFPROBE)
# The probe's self-test (testsuite/cld.probe) runs every build.
check-prereqs:: $(DFPROBE_ALL)

# 32-static: -m32 -static.
$(DFPROBE_DIR)/%/dfprobe: $(DFPROBE_SRC) $(TOP)/mk/dfprobe.mk
	@mkdir -p $(@D)
	$(GCC) -m$(firstword $(subst -, ,$*)) \
	  $(if $(findstring static,$*),-static) \
	  $(DFPROBE_BUILD_FLAGS) -o $@ $(DFPROBE_SRC)

print-dfprobe: $(DFPROBE)
	@echo $(DFPROBE)

install: install-dfprobe
install-dfprobe: $(DFPROBE)
	install -d $(DESTDIR)$(bindir)
	install -m 755 $(DFPROBE) $(DESTDIR)$(bindir)/dfprobe
	install -d $(DESTDIR)$(mandir)/man1
	install -m 644 $(TOP)/tools/dfprobe/dfprobe.1 $(DESTDIR)$(mandir)/man1/dfprobe.1

uninstall::
	rm -f $(DESTDIR)$(bindir)/dfprobe
	rm -f $(DESTDIR)$(mandir)/man1/dfprobe.1

leakers: $(DFPROBE_ALL)
	@sh $(TOP)/tools/leakers/leakers.sh $(DFPROBE_DIR)
