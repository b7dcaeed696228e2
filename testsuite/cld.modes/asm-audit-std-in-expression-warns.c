/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The asm audit finds an asm wherever a GNU C statement expression can put
   it: inside an expression, a local's initializer, an array index that a
   compound assignment evaluates once, a condition, a loop, a return value,
   a call's argument and a branch that is never taken.  The audit only
   walks subtrees that have side effects; this checks that an asm always
   gives its container one.  */
/* { dg-do compile } */

extern int use (int);
int g[8];

int in_expression (int x) { return x + ({ __asm__ volatile ("std"); 1; }); } /* { dg-warning "executes 'std'" } */
int in_initializer (int x)
{
	int y = ({ __asm__ volatile ("std"); x; }); /* { dg-warning "executes 'std'" } */
	return y;
}
void in_saved_index (int i) { g[({ __asm__ volatile ("std"); i; })] += 2; } /* { dg-warning "executes 'std'" } */
int in_condition (int x) { if (({ __asm__ ("std"); x; })) return 1; return 0; } /* { dg-warning "executes 'std'" } */
void in_loop (int n) { for (int i = 0; i < n; i++) use (({ __asm__ ("std"); i; })); } /* { dg-warning "executes 'std'" } */
int in_dead_branch (void) { if (0) { __asm__ ("std"); } return 0; } /* { dg-warning "executes 'std'" } */
int in_nested (int x) { return ({ int t = ({ __asm__ ("std"); x; }); t * 2; }); } /* { dg-warning "executes 'std'" } */
int in_outputs (void) { int r; return ({ __asm__ ("std; movl $1, %0" : "=r" (r)); r; }); } /* { dg-warning "executes 'std'" } */
