/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The asm audit: an asm that executes std and does not execute cld (or
   popf) after it leaves DF set for the code GCC emits after it.  A
   warning at the asm, in any spelling, at any -O level, once per asm,
   also for an unused static function and a GNU C nested function.  */
/* { dg-do compile } */

void plain (void) { __asm__ volatile ("std"); } /* { dg-warning "cld: 'asm' executes 'std' and no 'cld' after it" } */
void upper (void) { __asm__ volatile ("STD"); } /* { dg-warning "executes 'std'" } */
void cld_first (void) { __asm__ volatile ("cld\n\tstd"); } /* { dg-warning "executes 'std'" } */
void with_ops (char *p) { __asm__ volatile ("std\n\tmovb $0, %0" : "=m" (*p)); } /* { dg-warning "executes 'std'" } */
void copy_back (char *d, const char *s, unsigned long n)
{
  /* Two-space indent: DejaGnu would take a column 9 ("13:9:") for the
     warning of line 9 as well.  */
  __asm__ volatile ("std; rep movsb" /* { dg-warning "executes 'std'" } */
		    : "+D" (d), "+S" (s), "+c" (n) : : "memory");
}
static void unused (void) { __asm__ ("std"); } /* { dg-warning "executes 'std'" } */
/* { dg-prune-output "defined but not used" } */
int outer (void)
{
	void inner (void) { __asm__ ("std"); } /* { dg-warning "executes 'std'" } */
	inner ();
	return 0;
}
void intel (void) { __asm__ volatile (".intel_syntax noprefix\n\tstd\n\t.att_syntax prefix"); } /* { dg-warning "executes 'std'" } */
