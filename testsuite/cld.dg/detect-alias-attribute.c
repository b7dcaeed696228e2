/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attribute on an alias protects the function the alias names (an
   alias has no code of its own), even with detection off.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=none" } */

static volatile int got;

void impl (int s) { got = s; }
extern void on_usr1 (int) __attribute__ ((alias ("impl"), signal_handler));
void impl2 (int s) { got = s + 1; }
extern void via_alias (int) __attribute__ ((alias ("impl2")));
extern void on_usr2 (int) __attribute__ ((alias ("via_alias"), signal_handler));
void other (int s) { got = s + 2; }

/* { dg-final { scan-function-entry-cld impl } } */
/* { dg-final { scan-function-entry-cld impl2 } } */
/* { dg-final { scan-function-assembler-times other "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
