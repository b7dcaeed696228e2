/* SPDX-License-Identifier: GPL-3.0-or-later */
/* corpus-options: -mgeneral-regs-only */
/* Identity corpus: x86 interrupt handlers, where mode switching resets DF
   before string insns (and, without -mcld, before calls) on its own.  */
#include <string.h>

struct frame;
struct big { char c[2000]; };
struct big g1, g2;
extern void callee (void);

__attribute__((interrupt)) void isr_copy (struct frame *f) { g1 = g2; }
__attribute__((interrupt)) void isr_call (struct frame *f) { callee (); }
__attribute__((interrupt)) void isr_both (struct frame *f) { callee (); memset (&g1, 0, sizeof g1); }
__attribute__((interrupt)) void isr_err (struct frame *f, unsigned long e) { if (e) g1 = g2; }
void normal (void) { g2 = g1; callee (); }
