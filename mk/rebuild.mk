# SPDX-License-Identifier: GPL-3.0-or-later
# rebuild -- rebuild Debian source packages plain and with cld and compare
# them (tools/rebuild/rebuild.sh; REBUILD.md has a run's results).
#
#   make rebuild PKGS="dash less" [GCC=gcc-12] [REBUILD_FLAGS="--no-dfleak --jobs 2"]
#   make rebuild SUITE=trixie PKGS=dash   SUITE's source packages, each build
#                   by sbuild in a root of SUITE with its cld packages
#                   (tools/rebuild/sbuild.sh); results in build/rebuild-SUITE/
#
# As root (apt-get source, build-dep).  Results in build/rebuild/<package>/
# (result.json); exits non-zero if any package is not OK.
#   make rebuild-table      REBUILD.md's table from build/rebuild/*/result.json

PKGS ?=
SUITE ?=
REBUILD_FLAGS ?=

.PHONY: rebuild rebuild-table
rebuild: $(PLUGIN) $(CLD_COMPARE) $(DFLEAK)
	@test -n "$(PKGS)" || { echo "cld: make rebuild PKGS=\"dash less ...\" (Debian source packages)" >&2; exit 2; }
	GCC=$(GCC) sh $(TOP)/tools/rebuild/rebuild.sh $(if $(SUITE),--suite $(SUITE)) $(REBUILD_FLAGS) $(PKGS)

rebuild-table:
	@sh $(TOP)/tools/rebuild/table.sh $(TOP)/build/rebuild$(if $(SUITE),-$(SUITE))
