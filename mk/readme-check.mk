# SPDX-License-Identifier: GPL-3.0-or-later
# make readme-check -- every command block that README and the manual
# offer to paste (marked '# readme-check: NAME'), run as written, in order,
# in a brand-new Debian root per release (minbase, make, git,
# ca-certificates), from a clean clone of HEAD; the result of each block
# and release is recorded with the date in doc/readme-check.txt, which is
# committed (tools/readme-check/readme-check.sh).  At least once per
# release; not in CI (20 minutes for bookworm, 9 for trixie, on 2 shared
# cores), which runs only README's "For distributions" blocks (.ci/deb),
# and those for Debian 12 and 13 only: RELEASES=forky is how forky's are
# checked.  As root.
#
#   make readme-check [RELEASES='bookworm trixie' | RELEASES=forky]
#                     [BLOCKS='quickstart qemu-fix']
#
# BLOCKS runs only those blocks (and a block that needs what an earlier
# one installed names that one too); the record keeps the other lines.

RELEASES ?= bookworm trixie
BLOCKS ?=

.PHONY: readme-check
readme-check:
	@sh $(TOP)/tools/readme-check/readme-check.sh \
	  $(if $(strip $(BLOCKS)),-b '$(strip $(BLOCKS))') $(RELEASES)
