/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The asm audit stays silent when the asm clears DF again before it
   ends (cld, or popf restoring the flags pushed before the std), and when
   "std" only appears in a comment or a longer word.  */
/* { dg-do compile } */

void restored (char *d, const char *s, unsigned long n)
{
	__asm__ volatile ("std\n\trep movsb\n\tcld"
			  : "+D" (d), "+S" (s), "+c" (n) : : "memory");
}
void semicolons (void) { __asm__ volatile ("std; nop; cld"); }
void pushf_popf (void) { __asm__ volatile ("pushf; std; popf"); }
void pushfq_popfq (void) { __asm__ volatile ("pushfq\n\tstd\n\tpopfq"); }
void comment (void) { __asm__ volatile ("nop # std"); }
void c_comment (void) { __asm__ volatile ("nop /* std */"); }
void longer_word (void) { __asm__ volatile ("nop" : : : "memory"); __asm__ volatile (".set stdx, 1"); }
void just_cld (void) { __asm__ volatile ("cld"); }
