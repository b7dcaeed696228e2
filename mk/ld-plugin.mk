# SPDX-License-Identifier: GPL-3.0-or-later
# cld-ld.so -- the linker plugin of the link-time check (tools/ld-plugin):
# GNU ld and gold warn when a handler one file registers is defined
# without cld in another file of the link.
#
#   make ld-plugin              build $(B)/cld-ld.so (part of 'plugin')
#   make -s print-ld-plugin     its absolute path
#   make install-plugin         installs it and cld-ld.specs next to
#                               cld.so, in $(PLUGINDIR) (the specs load it
#                               from there); 'make
#                               install' adds cld-ld(1) (install-ld-man:
#                               one man page for every GCC's plugin)
#
# The linker loads it, not GCC: it is a plain C library that needs only
# libc and the linker plugin API's header, which every gcc-N-plugin-dev
# carries (plugin/include/plugin-api.h), so no binutils-dev.  It is built
# for the host's linker, whatever -m the programs are linked for; one copy
# goes next to each GCC's cld.so, found the way the specs find cld.so.

LD_PLUGIN_SRCS := $(wildcard $(TOP)/tools/ld-plugin/*.c)
LD_PLUGIN_HDRS := $(wildcard $(TOP)/tools/ld-plugin/*.h)
LD_PLUGIN = $(B)/cld-ld.so
LD_PLUGIN_CFLAGS ?= -O2 -g
# -fvisibility=hidden: the linker looks up only 'onload'.  -z defs: a
# missing symbol is a build error, not a failed dlopen in the linker.
LD_PLUGIN_BUILD_FLAGS = -std=gnu11 -fPIC -shared -fvisibility=hidden \
	-Wall -Wextra -Wl,-z,defs -Wl,-z,now -Wl,-z,noexecstack \
	-I$(GCC_PLUGIN_DIR)/include $(LD_PLUGIN_CFLAGS)

.PHONY: ld-plugin print-ld-plugin install-ld-plugin install-ld-man
ld-plugin: $(LD_PLUGIN)
plugin: $(LD_PLUGIN)
check-prereqs:: $(LD_PLUGIN)

$(LD_PLUGIN): $(LD_PLUGIN_SRCS) $(LD_PLUGIN_HDRS) $(TOP)/mk/ld-plugin.mk \
		$(B)/.deps-ok
	@mkdir -p $(@D)
	$(GCC) $(LD_PLUGIN_BUILD_FLAGS) -o $@ $(LD_PLUGIN_SRCS)

print-ld-plugin: $(LD_PLUGIN)
	@echo $(LD_PLUGIN)

# cld-ld.specs, next to it, names it by its installed path inside %x{},
# which GCC passes to the linker once however often the cld specs (which
# include this file) are given; a path GCC looks up at run time cannot
# go there.
install-plugin: install-ld-plugin
install-ld-plugin: $(LD_PLUGIN)
	@case "$(PLUGINDIR)" in *[[:space:]%\|\#{}]*) echo "cld: PLUGINDIR=$(PLUGINDIR) must not contain blanks, '%', '|', '#' or braces (it goes into a GCC spec)" >&2; exit 1;; esac
	install -d $(DESTDIR)$(PLUGINDIR)
	install -m 644 $(LD_PLUGIN) $(DESTDIR)$(PLUGINDIR)/cld-ld.so
	printf '%s\n' '# cld-ld.specs -- where cld-ld.so is, for the cld specs (mk/ld-plugin.mk).' \
	  '*cld_ld_load:' \
	  '%:if-exists-then-else($(PLUGINDIR)/cld-ld.so %%x{-plugin=$(PLUGINDIR)/cld-ld.so} %%(cld_ld_missing))' \
	  >$(DESTDIR)$(PLUGINDIR)/cld-ld.specs.tmp
	chmod 644 $(DESTDIR)$(PLUGINDIR)/cld-ld.specs.tmp
	mv -f $(DESTDIR)$(PLUGINDIR)/cld-ld.specs.tmp $(DESTDIR)$(PLUGINDIR)/cld-ld.specs

install: install-ld-man
install-ld-man:
	install -d $(DESTDIR)$(mandir)/man1
	install -m 644 $(TOP)/tools/ld-plugin/cld-ld.1 \
	  $(DESTDIR)$(mandir)/man1/cld-ld.1

uninstall::
	rm -f $(DESTDIR)$(PLUGINDIR)/cld-ld.so $(DESTDIR)$(PLUGINDIR)/cld-ld.specs
	rm -f $(DESTDIR)$(mandir)/man1/cld-ld.1
