#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Self-test of dfleak: sh tools/dfleak/selftest.sh /path/to/dfleak
#
# Builds the programs of testsuite/dfleak.tests with $CC (default gcc)
# for -m64 and -m32 and runs them natively and under dfleak.  Prints
# PASS:/FAIL:/UNSUPPORTED: lines and "N passed, N failed"; exits 1 if
# anything failed.

DFLEAK=${1:?usage: sh selftest.sh /path/to/dfleak}
CC=${CC:-gcc}
HERE=$(cd "$(dirname "$0")" && pwd)
SRC=${DFLEAK_TESTS:-$HERE/../../testsuite/dfleak.tests}
case $DFLEAK in /*) ;; *) DFLEAK=$(pwd)/$DFLEAK ;; esac
[ -x "$DFLEAK" ] || { echo "selftest: $DFLEAK is not executable" >&2; exit 2; }
[ -d "$SRC" ] || { echo "selftest: no test sources in $SRC" >&2; exit 2; }

T=$(mktemp -d "${TMPDIR:-/tmp}/dfleak-selftest.XXXXXX") || exit 2
trap 'rm -rf "$T"' EXIT
trap 'exit 130' INT TERM HUP

npass=0 nfail=0
pass () { echo "PASS: $1"; npass=$((npass + 1)); }
fail () { echo "FAIL: $1"; nfail=$((nfail + 1)); }

# expect NAME EXPECTED-OUTPUT COMMAND...: stdout of COMMAND must equal it.
expect () {
	name=$1 want=$2; shift 2
	got=$("$@" 2>"$T/stderr")
	if [ "$got" = "$want" ]; then pass "$name"
	else fail "$name: got '$got', want '$want'"; sed 's/^/  stderr: /' "$T/stderr"; fi
}

# status NAME EXPECTED-STATUS COMMAND...
status () {
	name=$1 want=$2; shift 2
	"$@" >/dev/null 2>&1
	got=$?
	if [ "$got" = "$want" ]; then pass "$name"
	else fail "$name: exit status $got, want $want"; fi
}

dfl () { "$DFLEAK" -q "$@"; }

# glibc's x86-64 string functions use `rep movsb'/`rep stosb' -- which go
# backwards with DF=1 -- only between thresholds it picks per CPU and
# release: glibc 2.36 from 2112/2048 bytes on an ERMS CPU, glibc 2.40+ on
# AMD not below the non-temporal threshold (hundreds of MiB) and never for
# memset.  Pin 2.36's values, so the corrupt test exercises the rep
# variants on every glibc (no effect on i386, nor on glibc before 2.33).
LIBC_REP_TUNABLES=glibc.cpu.x86_rep_movsb_threshold=2112:glibc.cpu.x86_rep_stosb_threshold=2048
librep () (
	GLIBC_TUNABLES=${GLIBC_TUNABLES:+$GLIBC_TUNABLES:}$LIBC_REP_TUNABLES
	export GLIBC_TUNABLES
	"$@"
)

# Wait (up to ~5 s) for a file to be non-empty.
wait_file () {
	i=0
	while [ ! -s "$1" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
	[ -s "$1" ]
}

proc_state () { sed 's/.*) \(.\).*/\1/' "/proc/$1/stat" 2>/dev/null; }

for m in 64 32; do
	B=$T/m$m
	mkdir -p "$B"
	if ! echo 'int main(void){return 0;}' | $CC -m$m -x c -o "$B/probe" - 2>/dev/null; then
		echo "UNSUPPORTED: m$m: '$CC -m$m' cannot link (apt-get install gcc-multilib)"
		continue
	fi
	# A kernel without IA32_EMULATION links -m32 programs but cannot run them.
	if ! "$B/probe" 2>/dev/null; then
		echo "UNSUPPORTED: m$m: this kernel cannot execute -m$m programs"
		continue
	fi
	ok=1
	for t in df-plain df-siginfo corrupt status thread fork nested inject restart anysig; do
		$CC -m$m -std=gnu11 -O2 -Wall -Wextra -pthread -I"$SRC" \
			-o "$B/$t" "$SRC/$t.c" 2>"$T/cc.log" \
			|| { fail "m$m build $t"; cat "$T/cc.log"; ok=0; }
	done
	$CC -m$m -std=gnu11 -O2 -no-pie -fno-pie -I"$SRC" -o "$B/inject-nopie" \
		"$SRC/inject.c" 2>"$T/cc.log" || { fail "m$m build inject-nopie"; ok=0; }
	[ $ok = 1 ] || continue
	p=m$m

	# DF as seen by the first instruction of a handler.
	expect "$p df-plain native" "df=0" "$B/df-plain"
	expect "$p df-plain leak=set" "df=1" dfl --leak=set "$B/df-plain"
	expect "$p df-plain leak=inherit" "df=0" dfl "$B/df-plain"
	expect "$p sa_siginfo+altstack native" "siginfo=0 altstack=0 info=ok" "$B/df-siginfo"
	expect "$p sa_siginfo+altstack leak=set" "siginfo=1 altstack=1 info=ok" dfl --leak=set "$B/df-siginfo"

	# What DF=1 does to libc in a handler.  Which functions go wrong
	# depends on glibc and the CPU (ERMS): require corruption by at
	# least one, none natively, and show which.
	expect "$p libc natively intact" "memcpy=ok memmove=ok memset=ok sigaction=ok" librep "$B/corrupt" 4096
	# A crash counts too: forky's i386 glibc (2.43) runs off the end of
	# a buffer with DF=1 rather than copying it backwards.
	got=$(librep dfl --leak=set "$B/corrupt" 4096 2>&1)
	rc=$?
	case $got in
	*=corrupt*) pass "$p libc corrupted with DF=1 ($got)" ;;
	*) if [ $rc -gt 128 ]; then
		pass "$p libc corrupted with DF=1 (the program crashed: exit $rc)"
	   else
		fail "$p libc corrupted with DF=1: nothing corrupted ($got)"
	   fi ;;
	esac

	# Exit status pass-through; SIG_IGN/SIG_DFL untouched.
	status "$p exit status 3" 3 dfl "$B/status" exit 3
	status "$p killed by SIGSEGV -> 139" 139 dfl "$B/status" segv
	"$DFLEAK" --leak=set --log="$T/ign.log" "$B/status" ign 2>"$T/stderr"
	rc=$?
	if [ $rc = 0 ] && [ ! -s "$T/ign.log" ] \
		&& grep -q '^dfleak: 0 handler entries entered with DF=1 (leak=set; 0 in all)$' "$T/stderr"
	then pass "$p SIG_IGN/SIG_DFL passed through"
	else fail "$p SIG_IGN/SIG_DFL passed through (rc $rc)"; cat "$T/ign.log" "$T/stderr"; fi

	# --log and the summary.
	"$DFLEAK" --leak=set --log="$T/plain.log" "$B/df-plain" >/dev/null 2>"$T/stderr"
	if grep -q "^pid [0-9]* sig SIGUSR1(10) handler 0x[0-9a-f]* abi .* df 1 interrupted_df 0$" "$T/plain.log" \
		&& [ "$(wc -l <"$T/plain.log")" -eq 1 ] \
		&& grep -q '^dfleak: 1 handler entry entered with DF=1 (leak=set; 1 in all)$' "$T/stderr"
	then pass "$p --log and summary"
	else fail "$p --log and summary"; cat "$T/plain.log" "$T/stderr"; fi

	# Threads, children, nesting.
	expect "$p thread leak=set" "thread=1 ran_in_thread=1" dfl --leak=set "$B/thread"
	expect "$p fork child leak=set" "fork=1" dfl --leak=set "$B/fork"
	expect "$p vfork+exec child leak=set" "df=1" dfl --leak=set "$B/fork" exec "$B/df-plain"
	expect "$p nested native" "outer=0 inner=0" "$B/nested"
	expect "$p nested leak=set" "outer=1 inner=1" dfl --leak=set "$B/nested"
	expect "$p nested leak=inherit (inner interrupted std)" "outer=0 inner=1" dfl "$B/nested"
	expect "$p std;tgkill native" "std=0" "$B/nested" std
	expect "$p std;tgkill leak=inherit" "std=1" dfl "$B/nested" std
	expect "$p SA_RESTART read() leak=set" "alarms=>0 df=1" dfl --leak=set "$B/restart"

	# --inject: the program neither raises signals nor sets DF.
	expect "$p inject native" "handled=0 df=-1 work_df=0 copy=ok" "$B/inject"
	got=$(dfl --inject=SIGUSR1@work "$B/inject")
	case $got in
	"handled=3 df=1 work_df=0 copy="*) pass "$p --inject=SIGUSR1@work leak=inherit ($got)" ;;
	*) fail "$p --inject=SIGUSR1@work leak=inherit: got '$got'" ;;
	esac
	addr=$(nm "$B/inject-nopie" | sed -n 's/^0*\([0-9a-f]*\) T work$/0x\1/p')
	got=$(dfl --inject=10@"$addr" "$B/inject-nopie")
	case $got in
	"handled=3 df=1 work_df=0 copy="*) pass "$p --inject=10@$addr (non-PIE)" ;;
	*) fail "$p --inject=10@$addr (non-PIE): got '$got'" ;;
	esac
done

# Job control and dfleak's own signals (ABI-independent; 64-bit only).
B=$T/m64
if [ -x "$B/restart" ]; then
	rm -f "$T/pid"
	"$DFLEAK" -q "$B/restart" sleep "$T/pid" 20 >/dev/null &
	dp=$!
	if wait_file "$T/pid"; then
		pid=$(cat "$T/pid")
		kill -STOP "$pid"; sleep 0.5
		s1=$(proc_state "$pid"); sleep 2.5
		s2=$(proc_state "$pid")
		kill -CONT "$pid"
		wait $dp; rc=$?
		case "$s1$s2:$rc" in
		[tT][tT]:0) pass "kill -STOP keeps it stopped, kill -CONT resumes" ;;
		*) fail "kill -STOP/-CONT: states '$s1' '$s2', exit $rc" ;;
		esac
	else fail "kill -STOP/-CONT: program did not start"; kill $dp; fi

	rm -f "$T/pid"
	"$DFLEAK" -q --leak=set "$B/restart" sleep "$T/pid" 10 >"$T/out" &
	dp=$!
	if wait_file "$T/pid"; then
		kill -USR1 "$(cat "$T/pid")"; sleep 0.2; kill -USR1 "$(cat "$T/pid")"
		wait $dp; rc=$?
		# Two SIGUSR1 may merge into one while the first is pending
		# (POSIX does not queue them; a loaded tracer is slow).
		if [ $rc = 0 ] && { [ "$(cat "$T/out")" = "usr1=2 df=1" ] \
			|| [ "$(cat "$T/out")" = "usr1=1 df=1" ]; }; then
			pass "signals sent by another process leak=set"
		else fail "signals sent by another process: exit $rc, '$(cat "$T/out")'"; fi
	else fail "signals from another process: program did not start"; kill $dp; fi

	rm -f "$T/pid"
	"$DFLEAK" -q "$B/restart" sleep "$T/pid" 100 >/dev/null &
	dp=$!
	if wait_file "$T/pid"; then
		kill -TERM $dp; wait $dp; rc=$?
		pid=$(cat "$T/pid")
		if [ $rc = 143 ] && ! kill -0 "$pid" 2>/dev/null; then
			pass "SIGTERM to dfleak's pid ends the program (exit 143)"
		else fail "SIGTERM to dfleak's pid: exit $rc"; kill -KILL "$pid" 2>/dev/null; fi
	else fail "SIGTERM forwarding: program did not start"; kill $dp; fi

	# A drop-in wrapper: the program runs with dfleak's pid, and every
	# signal sent to that pid reaches its handlers (with DF=1).
	rm -f "$T/pid"
	"$DFLEAK" -q --leak=set "$B/anysig" "$T/pid" >"$T/out" &
	dp=$!
	if wait_file "$T/pid"; then
		pid=$(cat "$T/pid")
		for s in USR2 QUIT WINCH PIPE ALRM TERM; do kill -$s $dp; sleep 0.1; done
		wait $dp; rc=$?
		if [ "$pid" = "$dp" ]; then pass "the program keeps dfleak's pid"
		else fail "the program keeps dfleak's pid: dfleak $dp, program $pid"; fi
		if [ $rc = 0 ] && [ "$(cat "$T/out")" = "got=6 df=1" ]; then
			pass "every signal sent to dfleak's pid reaches the program's handlers"
		else fail "signals to dfleak's pid: exit $rc, '$(cat "$T/out")', want 'got=6 df=1'"; fi
	else fail "anysig: program did not start"; kill $dp; fi

	# The tracer is another process: if it dies, EXITKILL ends the program.
	rm -f "$T/pid"
	"$DFLEAK" -q "$B/restart" sleep "$T/pid" 100 >/dev/null &
	dp=$!
	if wait_file "$T/pid"; then
		pid=$(cat "$T/pid")
		tracer=$(sed -n 's/^TracerPid:[[:space:]]*//p' "/proc/$pid/status")
		if [ -n "$tracer" ] && [ "$tracer" != 0 ]; then
			kill -KILL "$tracer"; wait $dp 2>/dev/null; sleep 0.3
			st=$(proc_state "$pid")
			case $st in
			""|Z) pass "program killed when the tracer dies (PTRACE_O_EXITKILL)" ;;
			*) fail "program left in state '$st' after the tracer died"; kill -KILL "$pid" ;;
			esac
		else fail "EXITKILL: no tracer for $pid"; kill -KILL "$pid"; fi
	else fail "EXITKILL: program did not start"; kill $dp; fi
fi

# Option parsing.
status "unknown option -> 125" 125 "$DFLEAK" --bogus
status "bad --leak -> 125" 125 "$DFLEAK" --leak=maybe true
status "bad --inject -> 125" 125 "$DFLEAK" --inject=USR1 true
status "missing PROGRAM -> 125" 125 "$DFLEAK"
status "PROGRAM not found -> 127" 127 "$DFLEAK" -q "$T/no-such-program"
status "--help -> 0" 0 "$DFLEAK" --help

echo "$npass passed, $nfail failed"
[ $nfail = 0 ]
