/* SPDX-License-Identifier: GPL-3.0-or-later */
// The asm audit in C++ statements and expressions: a try block, a handler,
// a switch, a range for, a constructor's member initializer, a temporary's
// initializer and a statement expression in a default argument's use.
// The audit only walks subtrees that have side effects; this checks that
// an asm always gives its C++ container one.
// { dg-do compile }

struct T { int v; T (int x) : v (({ __asm__ volatile ("std"); x; })) {} ~T (); }; // { dg-warning "executes 'std'" }
extern void f (const T &);
void in_try (int x)
{
	try { __asm__ volatile ("std"); f (T (x)); } // { dg-warning "executes 'std'" }
	catch (...) { __asm__ ("std"); } // { dg-warning "executes 'std'" }
}
int in_switch (int x)
{
	switch (x) { case 1: __asm__ ("std"); return 1; default: return 0; } // { dg-warning "executes 'std'" }
}
int in_range_for (const int (&a)[4])
{
	int s = 0;
	for (int v : a) s += ({ __asm__ ("std"); v; }); // { dg-warning "executes 'std'" }
	return s;
}
void in_temporary (int x) { f (T (({ __asm__ ("std"); x; }))); } // { dg-warning "executes 'std'" }
