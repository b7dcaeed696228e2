/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The way out where an installer of another file compares the pointer it
   is handed: the attribute on the declaration says the definition has a
   cld, and the installer gets the function's own address.  */
/* { dg-do compile } */

extern void bb_signals (int, void (*) (int));
extern void record_signo (int) __attribute__ ((signal_handler));

void
install (void)
{
  bb_signals (1 << 15, record_signo);
}

/* { dg-final { scan-assembler-not "cld_thunk" } } */
/* { dg-final { scan-function-assembler install "record_signo" } } */
