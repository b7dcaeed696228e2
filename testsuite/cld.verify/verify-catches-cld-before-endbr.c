/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verify reports a handler whose entry cld comes before endbr64: under
   -fcf-protection an indirect call to it (the kernel's signal delivery
   returns to it through a trampoline's indirect jump) would then fault.
   debug-misplace puts the cld in front of everything; verify must find
   that out from the final insns, not from where the insertion pass meant
   to put it.  Without verify (or without the plugin) there is no error:
   this test then fails, which is the point.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full" } */
/* { dg-cld-plugin-args "verify debug-misplace=on_sig" } */

static volatile int got;

__attribute__ ((signal_handler)) void
on_sig (int s)	/* { dg-error "cld: verify: 'on_sig' has its 'cld' before an insn that must come first \\(endbr, patchable area\\) \\(signal handler, 'mode=handlers'\\)" } */
{
	got = s;
}

__attribute__ ((signal_handler)) void
kept (int s)
{
	got = s + 1;
}
