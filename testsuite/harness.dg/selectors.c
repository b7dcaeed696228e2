/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Effective-target keywords follow the options in effect (the matrix's
   -m32/-m64), boolean selectors and dg-additional-options with a
   selector.  The compiler's own macros are the reference.  */
/* { dg-do compile } */
/* { dg-additional-options "-DHARNESS_SAW_IA32" { target ia32 } } */
/* { dg-additional-options "-DHARNESS_SAW_LP64" { target { ! ia32 } } } */

#if defined __x86_64__ && defined __ILP32__
void mode_x32 (void) { }
#elif defined __x86_64__
void mode_lp64 (void) { }
#elif defined __i386__
void mode_ia32 (void) { }
#endif

#ifdef HARNESS_SAW_IA32
void saw_ia32 (void) { }
#endif
#ifdef HARNESS_SAW_LP64
void saw_lp64 (void) { }
#endif

/* { dg-final { scan-assembler "mode_ia32:" { target ia32 } } } */
/* { dg-final { scan-assembler "mode_lp64:" { target lp64 } } } */
/* { dg-final { scan-assembler "mode_(lp64|x32):" { target { ! ia32 } } } } */
/* { dg-final { scan-assembler "mode_(ia32|x32):" { target ilp32 } } } */
/* { dg-final { scan-assembler "saw_ia32:" { target ia32 } } } */
/* { dg-final { scan-assembler-not "saw_ia32:" { target { ! ia32 } } } } */
/* { dg-final { scan-assembler "saw_lp64:" { target { lp64 || x32 } } } } */
/* { dg-final { scan-assembler-not "saw_lp64:" { target { ia32 && c } } } } */
/* { dg-final { scan-assembler "mode_" { target x86_64-*-* i?86-*-* } } } */
/* Never selected: if it were, it would fail.  */
/* { dg-final { scan-assembler "no such label" { target { ia32 && lp64 } } } } */
/* { dg-final { scan-assembler "no such label" { target { c++ } } } } */
/* { dg-final { scan-assembler "no such label" { target *-*-nonesuch } } } */
