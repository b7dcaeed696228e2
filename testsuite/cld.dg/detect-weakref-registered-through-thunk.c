/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Weakrefs to handlers defined in another file, registered: no ICE, and
   each registration goes through a thunk with an entry cld that jumps to
   the symbol (a weakref naming no symbol at all, and a chain of two
   weakrefs, likewise).  Their addresses may be null, so the thunk is
   only handed over when they are not (detect-weak-undefined-stays-
   sig-dfl.c runs that).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

extern void real_h (int);
static void wh (int) __attribute__ ((weakref ("real_h")));
static void nowhere (int) __attribute__ ((weakref ("no_such_symbol")));
static void wh2 (int) __attribute__ ((weakref ("wh")));

void
install (void)
{
  signal (SIGINT, wh); /* { dg-bogus "defined in another translation unit" } */
  signal (SIGTERM, nowhere);
  signal (SIGHUP, wh2);
}

/* { dg-final { scan-function-entry-cld cld_thunk.wh } } */
/* { dg-final { scan-function-entry-cld cld_thunk.nowhere } } */
/* { dg-final { scan-function-entry-cld cld_thunk.wh2 } } */
/* { dg-final { scan-function-assembler cld_thunk.wh "\t(jmp|call)\twh(@PLT)?\n" } } */
/* { dg-final { scan-function-assembler cld_thunk.nowhere "\t(jmp|call)\tnowhere(@PLT)?\n" } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.wh" } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.nowhere" } } */
/* { dg-final { scan-function-assembler install "cld_thunk\\.wh2" } } */
/* { dg-final { scan-function-assembler-not install "\tcld\n" } } */
