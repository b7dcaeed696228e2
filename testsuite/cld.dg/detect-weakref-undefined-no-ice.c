/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A weakref whose target is undefined is an alias without a target in
   the symbol table: its address escaping compiles (it was an ICE in
   get_alias_target), and nothing in the unit gets a cld.  */
/* { dg-do compile } */

typedef void ftype (void);
extern ftype wf1;
static ftype Wf1a __attribute__ ((weakref ("wf1")));
ftype *pf1a = &Wf1a;

typedef void htype (int);
extern htype wh1;
static htype Wh1a __attribute__ ((weakref ("wh1")));
htype *ph1a = &Wh1a;

void other (int s) { (void) s; }

/* { dg-final { scan-assembler-not "\tcld\n" } } */
