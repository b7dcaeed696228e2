# SPDX-License-Identifier: GPL-3.0-or-later
# cld -- keep the x86 direction flag clear where the ABI promises it.
#
#   make [GCC=gcc-11]          build cld.so for that compiler into build/<gcc>/
#   make -s print-plugin       absolute path of the built cld.so
#   make check [GCC=...]       DejaGnu suite (RUNTESTFLAGS="cld.dg/dg.exp=foo.c" for one test)
#   make install [DESTDIR=...] cld.so into the compiler's plugin directory
#                              (PLUGINDIR=... to put it elsewhere)
#   make deps                  apt-get the Debian packages this needs (as root)
#   make demo                  show the bug and the fix
#   make torture, make fuzz    robustness runs (mk/torture.mk, mk/fuzz.mk)
#   make bench                 what cld costs (mk/bench.mk, bench/RESULTS.md)
#   make check-all             make check for GCC 11 to 16, one line each
#   make clean                 (distclean: the cached chroots too)
#
# Every compiler gets its own build folder: a plugin must be built with the
# headers of the very GCC that loads it.  GCC=gcc-N that this host neither
# has nor can install (gcc-13..16 on Debian 12) is built and tested in a
# Debian chroot that has it, transparently (mk/chroot.mk).

GCC ?= gcc
# The C++ driver of the same GCC: gcc-11 -> g++-11, /opt/x/bin/gcc -> /opt/x/bin/g++.
GXX ?= $(if $(findstring /,$(GCC)),$(dir $(GCC)))$(subst gcc,g++,$(notdir $(GCC)))
PLUGIN_CXXFLAGS ?= -O2 -g
prefix ?= /usr/local
bindir ?= $(prefix)/bin
datadir ?= $(prefix)/share
mandir ?= $(datadir)/man

TOP := $(abspath .)

# Either this make forwards its goals into a chroot (and defines nothing
# else), or it is the build below.
include $(TOP)/mk/chroot.mk
ifeq ($(CLD_CHROOT_SUITE),)

# Evaluated lazily and once: a plain 'make clean' need not run the compiler.
GCC_VERSION = $(eval GCC_VERSION := $(shell $(GCC) -dumpfullversion 2>/dev/null))$(GCC_VERSION)
GCC_MAJOR = $(firstword $(subst ., ,$(GCC_VERSION)))
GCC_MACHINE = $(eval GCC_MACHINE := $(shell $(GCC) -dumpmachine 2>/dev/null))$(GCC_MACHINE)
GCC_PLUGIN_DIR = $(eval GCC_PLUGIN_DIR := $(shell $(GCC) -print-file-name=plugin 2>/dev/null))$(GCC_PLUGIN_DIR)
# Where 'make install' puts cld.so; the installed specs name this path.
PLUGINDIR ?= $(GCC_PLUGIN_DIR)
B = $(TOP)/build/gcc-$(GCC_VERSION)-$(GCC_MACHINE)

PLUGIN_SRCS := $(wildcard $(TOP)/plugin/*.c)
PLUGIN_HDRS := $(wildcard $(TOP)/plugin/*.h)
PLUGIN = $(B)/cld.so
CLD_VERSION := $(shell sed -n 's/^\#define CLD_VERSION "\(.*\)"/\1/p' $(TOP)/plugin/cld.h)

# Flags every plugin source is built with.  -fno-rtti: GCC itself is built
# without RTTI and the plugin must match its ABI.  -fvisibility=hidden:
# GCC dlopens the plugin with RTLD_NOW, and every symbol it exports (ours,
# and the hash_table templates from GCC's headers) costs a lookup through
# cc1 and all its libraries on every compile; only plugin_init and
# plugin_is_GPL_compatible need to be seen (plugin/cld.c).
PLUGIN_BUILD_FLAGS = -std=gnu++14 -fPIC -shared -fno-rtti -fno-exceptions \
	-fvisibility=hidden \
	-Wall -Wextra -Wno-unused-parameter -Wno-missing-field-initializers \
	-I$(GCC_PLUGIN_DIR)/include $(PLUGIN_CXXFLAGS)

.PHONY: all plugin print-plugin print-gcc print-deps check deps install uninstall clean distclean demo tools
all: plugin tools
plugin: $(PLUGIN)

# Refuse early, with the Debian package that fixes it, rather than with a
# wall of compiler errors.
$(B)/.deps-ok: $(TOP)/Makefile
	@command -v $(GCC) >/dev/null 2>&1 || { echo "cld: compiler '$(GCC)' not found: run 'make deps GCC=$(GCC)' as root (or apt-get install $(if $(DEPS_MAJOR),gcc-$(DEPS_MAJOR),gcc))" >&2; exit 1; }
	@case "$(GCC_MACHINE)" in x86_64-*|i?86-*) ;; *) echo "cld: $(GCC) targets '$(GCC_MACHINE)'; cld supports x86 (x86_64, i?86) targets only" >&2; exit 1;; esac
	@command -v $(GXX) >/dev/null 2>&1 || { echo "cld: '$(GXX)' not found: apt-get install g++-$(GCC_MAJOR) (or run 'make deps GCC=$(GCC)' as root)" >&2; exit 1; }
	@test -f $(GCC_PLUGIN_DIR)/include/gcc-plugin.h || { echo "cld: GCC plugin headers for $(GCC) are missing: apt-get install gcc-$(GCC_MAJOR)-plugin-dev (or run 'make deps GCC=$(GCC)' as root)" >&2; exit 1; }
	@echo '#include <gmp.h>' | $(GXX) -x c++ -E - >/dev/null 2>&1 || { echo "cld: GMP headers are missing: apt-get install libgmp-dev (or run 'make deps' as root)" >&2; exit 1; }
	@mkdir -p $(B) && touch $@

# Linked without libstdc++: the few C++ runtime symbols the plugin needs
# (operator new and delete) come from the compiler that loads it, which
# exports them to plugins (cc1, cc1plus and lto1 of GCC 11 and 12 do;
# GCC dlopens with RTLD_NOW, so a missing one is a load error, not a
# crash later).  Loading libstdc++.so into every compile cost ~4 million
# instructions, 7 % of compiling an empty file (bench/RESULTS.md).
PLUGIN_LIBS = -nodefaultlibs -lc
PLUGIN_OBJS = $(patsubst $(TOP)/plugin/%.c,$(B)/plugin/%.o,$(PLUGIN_SRCS))

# Every symbol an object takes from GCC is made a weak reference: with
# RTLD_NOW a plugin loaded by another GCC would otherwise fail in dlopen on
# the first symbol that GCC lacks ("undefined symbol: ..."), before
# plugin_init could say which GCC it was built for (plugin/cld.c).  The
# version check then refuses every GCC but the very one whose headers it
# was built with, which has all of them.  libc's symbols stay strong (and
# libc.so NEEDED, with its symbol versions).
$(B)/libc.syms: $(B)/.deps-ok
	@nm -D --defined-only --format=just-symbols $$($(GCC) -print-file-name=libc.so.6) \
	  | sed 's/@.*//' | LC_ALL=C sort -u >$@.tmp && test -s $@.tmp && mv $@.tmp $@

$(B)/plugin/%.o: $(TOP)/plugin/%.c $(PLUGIN_HDRS) $(B)/libc.syms
	@mkdir -p $(@D)
	$(GXX) $(PLUGIN_BUILD_FLAGS) -c -o $@.tmp $<
	@nm -u --format=just-symbols $@.tmp | LC_ALL=C sort -u | LC_ALL=C comm -23 - $(B)/libc.syms \
	  | grep -v '^_GLOBAL_OFFSET_TABLE_$$' >$@.weak; \
	  objcopy --weaken-symbols=$@.weak $@.tmp $@ && rm -f $@.tmp $@.weak

$(PLUGIN): $(PLUGIN_OBJS)
	$(GXX) $(PLUGIN_BUILD_FLAGS) -o $@ $(PLUGIN_OBJS) $(PLUGIN_LIBS)

print-plugin: $(PLUGIN)
	@echo $(PLUGIN)

print-gcc:
	@echo $(GCC) $(GCC_VERSION) $(GCC_MACHINE) $(B)

# Debian packages, per compiler major: '@' stands for it (tools/deps/
# install-deps.sh).  The major is the installed compiler's, or the N of a
# GCC=gcc-N not installed yet; for a plain 'gcc' not installed yet (a fresh
# system) the script asks apt which gcc-N the release's gcc is, so a fresh
# Debian 13 gets GCC 14's headers.  gcc-N-multilib gives the -m32/-mx32
# libraries, gcc-multilib the /usr/include/asm link that 32-bit <errno.h>
# (and so every C++ <string>) needs; csmith and libcsmith-dev (its headers)
# the fuzz slice of 'make check'; gdb the cld.gdb suite (a protected
# handler debugs like the plain one); ccache and distcc the tests of
# cld.specs that use them; qemu-user the demo's part and cld.qemu, under
# today's leaker; valgrind and user-mode-linux the other leakers: the
# demo's parts, cld.valgrind, cld.uml, valgrind in cld.guard, and
# cld.probe's dfprobe under them ('?' for UML: where the release has it);
# gold the gold links of cld.misc/lto-loud.exp and cld.link (a package of
# its own from Debian 13 on: '?' installs it where the release has it);
# mold the cld.link test that the specs leave it alone (it takes one
# linker plugin).  An unversioned GCC=gcc needs the unversioned gcc and
# g++ packages too: gcc-12 alone gives no 'g++'.
DEPS_MAJOR = $(or $(GCC_MAJOR),$(patsubst gcc-%,%,$(filter gcc-%,$(notdir $(GCC)))))
DEPS_DRIVERS = $(if $(filter gcc,$(notdir $(GCC))),gcc g++)
DEPS_PKGS = $(DEPS_DRIVERS) gcc-@ g++-@ gcc-@-plugin-dev \
	gcc-@-multilib g++-@-multilib gcc-multilib libgmp-dev dejagnu binutils \
	csmith libcsmith-dev gdb ccache distcc qemu-user valgrind \
	user-mode-linux? binutils-gold? mold?
# The list, for tools/chroot/cld-chroot (what a chroot for GCC=gcc-N must
# hold; the '?' ones its own 'make deps' adds inside).
print-deps:
	@echo $(subst @,$(or $(DEPS_MAJOR),12),$(filter-out %?,$(DEPS_PKGS))) $(EXTRA_DEPS_PKGS)
deps:
	@sh $(TOP)/tools/deps/install-deps.sh $(if $(DEPS_MAJOR),--major $(DEPS_MAJOR)) \
	  $(DEPS_PKGS) $(EXTRA_DEPS_PKGS)

# --- testsuite ------------------------------------------------------------
RUNTEST ?= runtest
RUNTESTFLAGS ?=
check: $(PLUGIN) check-prereqs
	@command -v $(RUNTEST) >/dev/null 2>&1 || { echo "cld: runtest not found: apt-get install dejagnu (or run 'make deps' as root)" >&2; exit 1; }
	@mkdir -p $(B)/testsuite
	cd $(B)/testsuite && $(RUNTEST) --tool cld --srcdir $(TOP)/testsuite \
	  CLD_GCC=$(GCC) CLD_GXX=$(GXX) CLD_PLUGIN=$(PLUGIN) CLD_TOP=$(TOP) CLD_BUILD=$(B) \
	  $(CHECK_VARS) $(RUNTESTFLAGS)

# Parts of the project add their own prerequisites for 'check' here.
check-prereqs::
	@:

# --- install ----------------------------------------------------------------
install: $(PLUGIN) install-plugin
install-plugin: $(PLUGIN)
	install -d $(DESTDIR)$(PLUGINDIR)
	install -m 644 $(PLUGIN) $(DESTDIR)$(PLUGINDIR)/cld.so
uninstall::
	rm -f $(DESTDIR)$(PLUGINDIR)/cld.so

# The chroots (build/chroots, minutes to make) survive 'clean'.
clean:
	rm -rf $(filter-out $(TOP)/build/chroots,$(wildcard $(TOP)/build/*))
distclean: clean clean-chroots
	rm -rf $(TOP)/build

# Parts of the project (tools, specs, demo, benchmarks) bring their own rules.
-include $(sort $(filter-out $(TOP)/mk/chroot.mk,$(wildcard $(TOP)/mk/*.mk)))

endif # CLD_CHROOT_SUITE
