# SPDX-License-Identifier: GPL-3.0-or-later
# keep-rows.awk -- the rows of raw.tsv (GCC KIND CONFIG ROUND VALUE) that a
# bench.sh run keeps: those of compilers or stages it does not measure, and
# of sqlite-insns and floor the optimisation levels (and units) it does not
# measure, and of the callgrind stages the configurations it does not measure
# (configs, when not blank).
#   awk -F'\t' -v gccs=" gcc-12 " -v stages=" insns size " \
#       -v levels=" -O0 -O2 " -v flevels=" -O0 " -v funits=" zlib " \
#       -v configs=" " \
#       -f keep-rows.awk
function stage(kind) {
	if (kind ~ /^(cpu|plugin|text|mcld-identical)$/)
		return "time"
	if (kind ~ /^insns-sqlite3@/)
		return "sqlite-insns"
	if (kind ~ /^floor-/)
		return "floor"
	if (kind ~ /^link-/)
		return "link"
	if (kind ~ /^insns-/)
		return "insns"
	if (kind == "handler-bytes")
		return "size"
	if (kind ~ /^(sigloop|strloop)$/)
		return "run"
	return "?"
}
function measured(kind, config) {
	if (!index(stages, " " stage(kind) " "))
		return 0
	if (configs ~ /[^ ]/ && stage(kind) ~ /insns|floor/ \
	    && !index(configs, " " config " "))
		return 0
	if (stage(kind) == "sqlite-insns")
		return index(levels, " " substr(kind, index(kind, "@") + 1) " ") > 0
	if (stage(kind) == "floor")
		return index(flevels, " " substr(kind, index(kind, "@") + 1) " ") \
			&& index(funits, " " substr(kind, 7, index(kind, "@") - 7) " ")
	return 1
}
!(index(gccs, " " $1 " ") && measured($2, $3))
