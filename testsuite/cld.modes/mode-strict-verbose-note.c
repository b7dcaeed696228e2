/* SPDX-License-Identifier: GPL-3.0-or-later */
/* With verbose, mode=strict notes how many clds it put before string
   instructions in each function.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=strict verbose" } */

void two (void) /* { dg-message "cld: 2 'cld' before string instructions in 'two' \\('mode=strict'\\)" } */
{
	__asm__ volatile ("rep movsb" ::: "memory");
	__asm__ volatile ("nop" ::: "memory");
	__asm__ volatile ("rep stosb" ::: "memory");
}

void none (void) { __asm__ volatile ("nop"); } /* { dg-bogus "before string instructions" } */
