/* SPDX-License-Identifier: GPL-3.0-or-later */
// The asm audit in C++: an asm in a template warns once, however many
// instantiations there are; member functions and lambdas are audited.
// { dg-do compile }
// { dg-prune-output "required from here" }
// { dg-prune-output "In lambda function" }

template <int N> void t () { __asm__ volatile ("std"); } // { dg-warning "executes 'std'" }
template void t<1> ();
template void t<2> ();
template void t<3> ();

struct S {
	void m () { __asm__ volatile ("std"); } // { dg-warning "executes 'std'" }
};
void use (S &s) { s.m (); }

auto lam = [] () { __asm__ volatile ("std"); }; // { dg-warning "executes 'std'" }
