# SPDX-License-Identifier: GPL-3.0-or-later
# specs/: GCC specs files that turn cld on for a whole build or distribution.
#
#   make install [GCC=...] [prefix=... | SPECSDIR=...] [PLUGINDIR=...] [DESTDIR=...]
#
# installs the specs into $(SPECSDIR) (default $(prefix)/share/cld, so
# /usr/local/share/cld; the Debian packages use /usr/share/cld) through
# specs/install-specs.sh, which adds a digest of every installed cld.so
# (ccache must see the specs change when a plugin does).  With cld.so in
# the compiler's own plugin directory (the default PLUGINDIR) the specs
# keep the short plugin name: every GCC that reads them loads its own
# cld.so, so one specs line serves gcc-11 and gcc-12 alike.  A PLUGINDIR
# elsewhere is written into the specs by absolute path, and they then
# serve only $(GCC).  $(DESTDIR) is only prepended to where files go,
# never to the paths written into them.

SPECSDIR ?= $(datadir)/cld
CLD_SPECS := cld cld-mcld

.PHONY: install-specs
install: install-specs

install-specs: install-plugin
	@case "$(PLUGINDIR)" in /*) ;; *) echo "cld: PLUGINDIR=$(PLUGINDIR) is not absolute (is $(GCC) installed?)" >&2; exit 1;; esac
	install -d $(DESTDIR)$(SPECSDIR)
	@set -e; for s in $(CLD_SPECS); do \
	  sh $(TOP)/specs/install-specs.sh --root '$(DESTDIR)' --plugin $(PLUGINDIR)/cld.so \
	    $(if $(filter $(abspath $(PLUGINDIR)),$(abspath $(GCC_PLUGIN_DIR))),,--pin $(PLUGINDIR)) \
	    --for '$(GCC) (GCC $(GCC_VERSION))' \
	    $(TOP)/specs/$$s.specs $(DESTDIR)$(SPECSDIR)/$$s.specs; \
	done
	@echo "cld: to protect signal handlers in a whole build, add"
	@echo "       -specs=$(SPECSDIR)/cld.specs"
	@echo "     to CFLAGS, CXXFLAGS and LDFLAGS (LDFLAGS too: -flto links compile again);"
	@echo "     -specs=$(SPECSDIR)/cld-mcld.specs for mode=mcld."
	@echo "     Opt out per package or file with -fno-cld (or -fplugin-arg-cld-disable)."
	@echo "     After installing cld for another GCC, run 'make install' again (the"
	@echo "     specs carry a digest of every installed cld.so, for ccache)."

uninstall::
	rm -f $(foreach s,$(CLD_SPECS),$(DESTDIR)$(SPECSDIR)/$(s).specs)
	-rmdir $(DESTDIR)$(SPECSDIR) 2>/dev/null
