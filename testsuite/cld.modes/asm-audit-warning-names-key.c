/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The asm audit's warning names the key that controls it, as GCC's own
   warnings name their -W option, and how to keep it from -Werror.  */
/* { dg-do compile } */

void plain (void) { __asm__ volatile ("std"); } /* { dg-warning "assumes it is clear \\\['-fplugin-arg-cld-asm-audit'; '=note' keeps it a note under '-Werror', '=no' silences it\\\]" } */
