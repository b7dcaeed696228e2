/* SPDX-License-Identifier: GPL-3.0-or-later */
/* check-function-bodies, with "..." lines, .L labels, OPTIONS and
   per-function selectors.  */
/* { dg-do compile } */
/* { dg-options "-mcld -mstringop-strategy=rep_4byte" } */
/* { dg-final { check-function-bodies "**" "" } } */
// { dg-final { check-function-bodies "++" "*/" "-Os -m64" } }
/* { dg-final { check-function-bodies "!!" "" "-O2" } } */

struct big { char b[2000]; };

/* Every option set: cld somewhere before the rep movsl.
** copy:
** ...
**	cld
** ...
**	rep movsl
** ...
**	ret
*/
void
copy (struct big *d, const struct big *s)
{
  *d = *s;
}

/* The whole body at -Os -m64.  (A copy of another size, lest identical
   code folding turn it into "jmp copy".)
++ copy_os:
++	movl	\$250, %ecx
++ cld
++	rep movsl
++	ret
*/
struct mid { char b[1000]; };

void
copy_os (struct mid *d, const struct mid *s)
{
  *d = *s;
}

/* Loops keep their .L labels.
!! spin: { target lp64 }
!! .L[0-9]+:
!!	movl	\(%rdi\), %eax
!!	testl	%eax, %eax
!!	jne	.L[0-9]+
!!	ret
*/
void
spin (volatile int *p)
{
  while (*p)
    ;
}

/*
!! plain: { target lp64 }
!!	leal	1\(%rdi\), %eax
!!	ret
*/
/*
!! plain: { target ia32 }
!!	movl	4\(%esp\), %eax
!!	addl	\$1, %eax
!!	ret
*/
int
plain (int x)
{
  return x + 1;
}
