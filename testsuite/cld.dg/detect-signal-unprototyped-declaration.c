/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A registrar declared without a prototype, as pre-ANSI code does
   ("int (*signal ()) ();"), puts no handler type anywhere in the unit:
   the call itself sends the unit to the flow graph (cld-prescan.c), and
   what it registers gets its cld at exact, whatever its own type.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu89 -Wno-old-style-definition" } */

extern int (*signal ()) ();

static volatile int got;

static int
on_int (sig)
     int sig;
{
  got = sig;
  return 0;
}

void
install ()
{
  signal (2, on_int);
}

/* { dg-final { scan-function-entry-cld on_int } } */
