/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Plain -pg calls mcount after the prologue; the cld goes before it, right
   after the frame setup that -pg always makes (push %rbp; mov %rsp,%rbp,
   which cannot depend on DF), so mcount too runs with DF clear.
   -mno-fentry: GCC 16's -pg means -pg -mfentry on x86-64
   (attr-entry-after-fentry.c); without shrink wrapping, which GCC 16 warns
   is unreliable with plain -pg.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none -pg -mno-fentry -fno-shrink-wrap" } */

__attribute__((signal_handler)) void
on_signal (int sig)
{
}

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
/* { dg-final { scan-function-assembler on_signal {\tcld\n(?:[^\n]*\n)*(?:1:)?\s*call\t[^\n]*mcount} } } */
