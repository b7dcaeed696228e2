# SPDX-License-Identifier: GPL-3.0-or-later
# specs/: GCC specs files that turn cld on for a whole build or distribution.
#
#   make install [GCC=...] [prefix=... | SPECSDIR=...] [PLUGINDIR=...] [DESTDIR=...]
#
# installs, next to cld.so in $(PLUGINDIR), the specs into $(SPECSDIR)
# (default $(prefix)/share/cld) with the absolute path of the installed
# plugin filled in: the short name the source copies use resolves in the
# plugin directory of whichever GCC reads the specs, which is what broke
# annobin's specs for users of a second toolchain.  $(DESTDIR) is only
# prepended to where files go, never to the paths written into them.

SPECSDIR ?= $(datadir)/cld
CLD_SPECS := cld cld-mcld

.PHONY: install-specs
install: install-specs

# The source copy's short-name lines are replaced, line by line, with the
# absolute path; the grep afterwards makes sure every replacement happened,
# so an edit to specs/*.specs cannot silently install a short-name spec.
install-specs:
	@case "$(PLUGINDIR)$(SPECSDIR)" in *[[:space:]%\|\#]*) \
	  echo "cld: PLUGINDIR and SPECSDIR must not contain blanks, '%', '|' or '#' (they go into a GCC spec)" >&2; exit 1;; esac
	@case "$(PLUGINDIR)" in /*) ;; *) echo "cld: PLUGINDIR=$(PLUGINDIR) is not absolute (is $(GCC) installed?)" >&2; exit 1;; esac
	install -d $(DESTDIR)$(SPECSDIR)
	@set -e; for s in $(CLD_SPECS); do \
	  out=$(DESTDIR)$(SPECSDIR)/$$s.specs; \
	  sed -e '/^# This copy finds cld.so/,/^# plugin filled in\.$$/c\
# This copy was installed by '"'"'make install'"'"' for $(GCC) (GCC $(GCC_VERSION)) and\
# loads $(PLUGINDIR)/cld.so.' \
	      -e 's|^%{!iplugindir\*:%:find-plugindir()}%{iplugindir\*} -fplugin=cld|-fplugin=$(PLUGINDIR)/cld.so|' \
	      -e 's|^%{iplugindir=\*:.*|%:if-exists-then-else($(PLUGINDIR)/cld.so %%(cld_load) %%(cld_missing))|' \
	      -e 's|^%ecld: .*|%ecld: $(PLUGINDIR)/cld.so is missing; $(SPECSDIR)/'$$s'.specs was installed with it for $(GCC) (GCC $(GCC_VERSION)): install cld for the compiler in use (make install GCC=...), or build without these specs, or add -fno-cld|' \
	      $(TOP)/specs/$$s.specs > $$out.tmp; \
	  if grep -q 'find-plugindir\|iplugindir=\|short name' $$out.tmp \
	     || test "$$(grep -c -F '$(PLUGINDIR)/cld.so' $$out.tmp)" -lt 4; then \
	    rm -f $$out.tmp; \
	    echo "cld: specs/$$s.specs does not have the lines mk/specs.mk rewrites; update one or the other" >&2; exit 1; \
	  fi; \
	  chmod 644 $$out.tmp; mv -f $$out.tmp $$out; \
	  echo "installed $$out"; \
	done
	@echo "cld: to protect signal handlers in a whole build with $(GCC), add"
	@echo "       -specs=$(SPECSDIR)/cld.specs"
	@echo "     to CFLAGS, CXXFLAGS and LDFLAGS (LDFLAGS too: -flto links compile again);"
	@echo "     -specs=$(SPECSDIR)/cld-mcld.specs for mode=mcld."
	@echo "     Opt out per package or file with -fno-cld (or -fplugin-arg-cld-disable)."

uninstall::
	rm -f $(foreach s,$(CLD_SPECS),$(DESTDIR)$(SPECSDIR)/$(s).specs)
	-rmdir $(DESTDIR)$(SPECSDIR) 2>/dev/null
