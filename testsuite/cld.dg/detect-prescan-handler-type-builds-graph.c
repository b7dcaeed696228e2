/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The look before the flow graph (cld-prescan.c) only rules a unit out;
   a mention of a handler pointer type anywhere -- here only the type of
   memory reached through a cast pointer, no declaration has it -- sends
   the unit to the graph, which decides: the callback, with no handler's
   signature and never converted to a handler type, gets no cld.  */
/* { dg-do compile } */
/* { dg-options "-fdump-ipa-all" } */

typedef void (*handler_t) (int);

static int cb (const char *p) { return p != 0; }
extern void take (int (*) (const char *));

void
clear_slot (void *slots)
{
  *(handler_t *) slots = 0;
  take (cb);
}

/* { dg-final { scan-cld-detect-dump "cld-detect: \[0-9\]+ nodes" } } */
/* { dg-final { scan-cld-detect-dump-not "no graph" } } */
/* { dg-final { scan-assembler-not "\tcld\n" } } */
