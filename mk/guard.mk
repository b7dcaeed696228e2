# SPDX-License-Identifier: GPL-3.0-or-later
# libcld-guard.so -- an LD_PRELOAD library that makes the signal handlers
# of binaries nobody rebuilt enter with DF clear (tools/guard).
#
#   make guard                  build it for -m64 and -m32 (and -mx32 where
#                               that libc is installed) under $(B)/guard/
#   make -s print-guard         the -m64 one; print-guard32: the -m32 one
#   make install-guard          install both (part of install), so that
#                               LD_PRELOAD='/usr/$$LIB/cld/libcld-guard.so'
#                               picks the right one for each program
#   make guard-bench            what a guarded signal delivery costs
#   make guard-realprog         test suites of installed programs, guarded
#
# The -m32 build is installed where Debian's ld.so for -m32 programs
# expands $$LIB: lib32 (libc6-i386, what gcc -m32 links against) and, as a
# link, lib/i386-linux-gnu (libc6:i386).

GUARD_SRCS := $(TOP)/tools/guard/guard.c $(TOP)/tools/guard/stubs.S
GUARD_HDRS := $(TOP)/tools/guard/guard.h
GUARD_CFLAGS ?= -O2 -g
# -mstackrealign: the wrappers are called from handlers, and qemu-x86_64
# 7.2 enters handlers with %rsp 16-byte aligned where the ABI wants it 8
# off (a plain program gets away with it; our struct copies used movaps).
GUARD_BUILD_FLAGS = -std=gnu11 -fPIC -shared -fvisibility=hidden \
	-mstackrealign -Wall -Wextra -Wl,-z,defs -Wl,-z,now -Wl,-z,noexecstack $(GUARD_CFLAGS)
GUARD64 = $(B)/guard/64/libcld-guard.so
GUARD32 = $(B)/guard/32/libcld-guard.so
GUARDX32 = $(B)/guard/x32/libcld-guard.so
guardlibdir64 ?= $(prefix)/lib/x86_64-linux-gnu/cld
guardlibdir32 ?= $(prefix)/lib32/cld
# Where an i386 ld.so from libc6:i386 (multiarch) expands $$LIB: a link to
# the lib32 one.
guardlibdir32ma ?= $(prefix)/lib/i386-linux-gnu/cld
# -mx32 only where its libc is installed (gcc-multilib brings it on Debian
# amd64); nothing here can run x32 programs, so nothing installs it.
GUARD_X32 = $(if $(wildcard /usr/libx32/libc.so),$(GUARDX32))

.PHONY: guard print-guard print-guard32 install-guard guard-bench guard-realprog
guard: $(GUARD64) $(GUARD32) $(GUARD_X32)
tools: guard
check-prereqs:: guard

$(B)/guard/%/libcld-guard.so: $(GUARD_SRCS) $(GUARD_HDRS) \
		$(TOP)/tools/guard/guard-%.map $(TOP)/mk/guard.mk
	@mkdir -p $(@D)
	$(GCC) -m$* $(GUARD_BUILD_FLAGS) \
	  -Wl,--version-script=$(TOP)/tools/guard/guard-$*.map \
	  -o $@ $(GUARD_SRCS)

print-guard: $(GUARD64)
	@echo $(GUARD64)
print-guard32: $(GUARD32)
	@echo $(GUARD32)

install: install-guard
install-guard: $(GUARD64) $(GUARD32)
	install -d $(DESTDIR)$(guardlibdir64) $(DESTDIR)$(guardlibdir32)
	install -m 644 $(GUARD64) $(DESTDIR)$(guardlibdir64)/libcld-guard.so
	install -m 644 $(GUARD32) $(DESTDIR)$(guardlibdir32)/libcld-guard.so
	install -d $(DESTDIR)$(guardlibdir32ma)
	ln -sfr $(DESTDIR)$(guardlibdir32)/libcld-guard.so \
	  $(DESTDIR)$(guardlibdir32ma)/libcld-guard.so
	install -d $(DESTDIR)$(mandir)/man8
	install -m 644 $(TOP)/tools/guard/libcld-guard.8 \
	  $(DESTDIR)$(mandir)/man8/libcld-guard.8

uninstall::
	rm -f $(DESTDIR)$(guardlibdir64)/libcld-guard.so
	rm -f $(DESTDIR)$(guardlibdir32)/libcld-guard.so
	rm -f $(DESTDIR)$(guardlibdir32ma)/libcld-guard.so
	rm -f $(DESTDIR)$(mandir)/man8/libcld-guard.8

guard-bench: $(GUARD64) $(GUARD32)
	CC=$(GCC) sh $(TOP)/tools/guard/bench.sh $(GUARD64) $(GUARD32)

guard-realprog: $(GUARD64)
	sh $(TOP)/tools/guard/realprog.sh $(GUARD64)
