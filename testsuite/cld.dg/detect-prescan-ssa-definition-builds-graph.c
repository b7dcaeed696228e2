/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The look before the flow graph (cld-prescan.c) skips an SSA name
   where it is used and searches its type where it is defined.  Here a
   handler pointer type is nowhere but in the definition of the
   converted address (the call through it is no value, the parameter is
   a number): the unit, which takes a callback's address, still goes to
   the graph, which marks nothing.  */
/* { dg-do compile } */
/* { dg-options "-fdump-ipa-all" } */

typedef void (*handler_t) (int);

static int cb (const char *p) { return p != 0; }
extern void take (int (*) (const char *));

void
call_at (unsigned long addr)
{
  ((handler_t) addr) (5);
  take (cb);
}

/* { dg-final { scan-cld-detect-dump "cld-detect: \[0-9\]+ nodes" } } */
/* { dg-final { scan-cld-detect-dump-not "no graph" } } */
/* { dg-final { scan-assembler-not "\tcld\n" } } */
