/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A weakref to a handler defined in another file, registered: no ICE,
   and the note that says how to protect the definition, as for a
   handler only declared here.  A weakref naming no symbol at all, and
   a chain of two weakrefs, likewise.  */
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
  signal (SIGINT, wh); /* { dg-message "'wh' is registered as a signal handler here but defined in another translation unit" } */
  signal (SIGTERM, nowhere); /* { dg-message "'nowhere' is registered as a signal handler here but defined" } */
  signal (SIGHUP, wh2); /* { dg-message "'wh2' is registered as a signal handler here but defined" } */
}

/* { dg-final { scan-assembler-not "\tcld\n" } } */
