/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The attribute on a weakref whose target is defined elsewhere: the
   definition is in another file, so nothing here gets a cld, at every
   level (it was an ICE even at detect=none).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=none" } */

extern void real_h (int);
static void wh (int) __attribute__ ((weakref ("real_h"), signal_handler));
void (*p) (int) = wh;
void other (int s) { (void) s; }

/* { dg-final { scan-assembler-not "\tcld\n" } } */
