#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Differential fuzzing of the plugin with csmith: each generated program is
# built with plain gcc and with cld.so in every configuration of
# tools/fuzz/configs (every mode and detection level, verify=yes), at an
# -O level and ABI that rotate with the seed; every build is run and its
# checksum compared.  Any ICE, any diagnostic only the plugin gives, any
# other checksum is a FAIL; its program is kept in DIR/fail/ for
# tools/fuzz/reduce.sh.
#
#   run-fuzz.sh [options] GCC CLD.SO
#     -n N       programs (default 100)
#     -S SEED    first seed (default 1); seeds are SEED .. SEED+N-1
#     -j N       parallel jobs (default: number of CPUs)
#     -o DIR     results (default build/fuzz)
#     -q         quick: small programs (csmith --max-funcs 3), as make check does
#
# Writes DIR/GCC/results.tsv (fuzz-one.sh's lines) and prints a summary;
# exit status 1 if anything FAILed.  The same seed gives the same program
# with the same csmith (Debian 12: 2.3.0), so a FAIL is reproducible.
# FUZZ_CONFIGS and FUZZ_HANDLER replace tools/fuzz/configs and
# fuzz-handler.h (the suite's self-test gives it ones that must FAIL).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
n=100 seed=1 jobs=$(nproc 2>/dev/null || echo 2) out=$top/build/fuzz
csflags=${CSMITH_FLAGS:-}
while getopts n:S:j:o:q o; do
	case $o in
	n) n=$OPTARG ;; S) seed=$OPTARG ;; j) jobs=$OPTARG ;; o) out=$OPTARG ;;
	q) csflags="$csflags --max-funcs 3 --max-block-depth 3" ;;
	*) sed -n '10,15p' "$0" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# = 2 ] || { echo "usage: $0 [-n N] [-S SEED] [-j N] [-o DIR] [-q] GCC CLD.SO" >&2; exit 2; }
gcc=$1 plugin=$2
case $n$seed$jobs in *[!0-9]*) echo "$0: -n, -S and -j take numbers" >&2; exit 2 ;; esac
command -v csmith >/dev/null || { echo "$0: csmith not found: apt-get install csmith (or run 'make fuzz-deps' as root)" >&2; exit 2; }
[ -d /usr/include/csmith ] || { echo "$0: no /usr/include/csmith: apt-get install csmith" >&2; exit 2; }
[ -f "$plugin" ] || { echo "$0: no plugin at $plugin: run 'make GCC=$gcc' first" >&2; exit 2; }

res=$out/$(basename "$gcc")
rm -rf "$res"; mkdir -p "$res"
cp "$plugin" "$res/cld.so"; plugin=$res/cld.so	# safe from rebuilds
sed -e '/^#/d' -e '/^[[:space:]]*$/d' -e 's/[[:space:]]*|[[:space:]]*/|/' \
	-e 's/[[:space:]]*$//' "${FUZZ_CONFIGS:-$here/configs}" >"$res/configs"

# Can this kernel run -m32 programs?  (Without IA32_EMULATION it cannot:
# those builds are then compared at compile time only.)
m32=no
probe=$res/probe
printf 'int main (void) { return 42; }\n' >"$probe.c"
if "$gcc" -m32 "$probe.c" -o "$probe" 2>/dev/null; then
	st=0; "$probe" 2>/dev/null || st=$?
	[ $st = 42 ] && m32=yes
fi
rm -f "$probe" "$probe.c"

export F_GCC=$gcc F_PLUGIN=$plugin F_CONFIGS=$res/configs F_OUT=$res \
	F_TIMEOUT=${FUZZ_TIMEOUT:-300} F_RUN_TIMEOUT=${FUZZ_RUN_TIMEOUT:-10} \
	F_CSMITH_FLAGS=$csflags F_M32_RUNS=$m32 F_HANDLER=${FUZZ_HANDLER:-$here/fuzz-handler.h}
start=$(date +%s)
seq "$seed" $((seed + n - 1)) | xargs -P "$jobs" -n 2 sh "$here/fuzz-one.sh" >"$res/results.tsv"
secs=$(( $(date +%s) - start ))

awk -F'\t' -v g="$(basename "$gcc") $("$gcc" -dumpfullversion)" -v secs=$secs -v n=$n -v m32=$m32 '
	$1 == "FAIL" { print "FAIL: seed " $2 " " $3 " " $4 ": " $5 }
	$4 == "*" { skipped[$2] = 1; next }
	{ count[$4, $1]++; total[$1]++; if ($5 ~ /^compile only/) co++; if (!($4 in seen)) { seen[$4] = 1; order[++k] = $4 } }
	END {
		for (i = 1; i <= k; i++)
			printf "fuzz %s %-19s %4d pass %3d FAIL\n", g, order[i], count[order[i], "PASS"], count[order[i], "FAIL"]
		printf "fuzz %s: %d programs (%d skipped: plain gcc cannot build or finish them), %d builds compared, %d pass (%d compile only%s), %d FAIL in %d s\n",
			g, n, length(skipped), total["PASS"] + total["FAIL"], total["PASS"], co,
			m32 == "yes" ? "" : ": -m32 cannot run here", total["FAIL"], secs
		exit total["FAIL"] > 0
	}' "$res/results.tsv" >"$res/summary.txt" || status=$?
cat "$res/summary.txt"
exit ${status:-0}
