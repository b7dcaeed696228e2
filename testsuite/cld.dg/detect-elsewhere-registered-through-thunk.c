/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined in another file, registered with signal (): the
   registration hands the kernel a local thunk that clears DF and jumps
   to the handler, whichever file defines it.  The address the program
   keeps is the handler's own.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

extern void sig_int (int);
void (*kept) (int);

void
install (void)
{
  kept = sig_int;
  signal (SIGINT, sig_int); /* { dg-bogus "defined in another translation unit" } */
}

/* { dg-final { scan-function-entry-cld cld_thunk.sig_int } } */
/* { dg-final { scan-function-assembler cld_thunk.sig_int "\t(jmp|call)\t\\*?sig_int(@PLT|@GOTPCREL\\(%rip\\))?\n" } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.sig_int" } } */
/* { dg-final { scan-function-assembler-not install "\tcld\n" } } */
/* What the program keeps is sig_int itself.  */
/* { dg-final { scan-function-assembler install "(sig_int@GOTPCREL|\\\$sig_int,|sig_int@GOT\\()" } } */
