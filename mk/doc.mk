# SPDX-License-Identifier: GPL-3.0-or-later
# The cld manual, doc/cld.texi: README is the front door, the manual is
# everything else, in the form users of GCC plugins know (annobin ships
# one), beside the man pages.
#
#   make doc            build/doc/cld.info and build/doc/cld.html
#   make check-doc      both build without a single warning (part of a
#                       full 'make check', as check-style is)
#   make install-doc    cld.info into $(infodir), cld.html into $(htmldir)
#                       (part of install): 'info cld'
#
# makeinfo has no -Werror: a warning is anything it prints, and it fails
# the build, so that a broken cross-reference or node never ships.

infodir ?= $(datadir)/info
htmldir ?= $(datadir)/doc/cld
MAKEINFO ?= makeinfo
DOC_DIR = $(TOP)/build/doc
DOC_INFO = $(DOC_DIR)/cld.info
DOC_HTML = $(DOC_DIR)/cld.html

.PHONY: doc check-doc install-doc
doc: $(DOC_INFO) $(DOC_HTML)
check-doc: doc

# makeinfo ARGS -o TARGET: warnings are errors; the target only on success.
# It writes into a folder of its own under the target's own name (an Info
# file names itself in every node header), moved into place after.
DOC_MAKEINFO = @command -v $(MAKEINFO) >/dev/null 2>&1 || { echo "cld: makeinfo not found: apt-get install texinfo (or run 'make deps' as root)" >&2; exit 1; }; \
	rm -rf $@.d && mkdir -p $@.d && \
	$(MAKEINFO) --no-split $(1) -o $@.d/$(@F) $(TOP)/doc/cld.texi 2>$@.err; rc=$$?; \
	cat $@.err >&2; \
	if [ $$rc -ne 0 ] || [ -s $@.err ]; then rm -rf $@.d; echo "cld: doc/cld.texi: makeinfo$(if $(1), $(1)) must build it without warnings" >&2; exit 1; fi; \
	rm -f $@.err; mv $@.d/$(@F) $@ && rmdir $@.d

$(DOC_INFO): $(TOP)/doc/cld.texi
	$(call DOC_MAKEINFO,)
$(DOC_HTML): $(TOP)/doc/cld.texi
	$(call DOC_MAKEINFO,--html)

install: install-doc
install-doc: $(DOC_INFO) $(DOC_HTML)
	install -d $(DESTDIR)$(infodir) $(DESTDIR)$(htmldir)
	install -m 644 $(DOC_INFO) $(DESTDIR)$(infodir)/cld.info
	install -m 644 $(DOC_HTML) $(DESTDIR)$(htmldir)/cld.html

uninstall::
	rm -f $(DESTDIR)$(infodir)/cld.info $(DESTDIR)$(htmldir)/cld.html

ifeq ($(strip $(RUNTESTFLAGS)),)
check-prereqs:: check-doc
endif
