/* SPDX-License-Identifier: GPL-3.0-or-later */
// mode=all in C++: member functions, templates and inline functions that
// are emitted get a cld at entry like any other function.
// { dg-do compile }
// { dg-cld-plugin-args "mode=all" }

struct S {
	int v;
	int get () const;
};
int S::get () const { return v; }

template <typename T> T twice (T x) { return x + x; }
template int twice<int> (int);

// { dg-final { scan-function-assembler-times _ZNK1S3getEv "\tcld\n" 1 } }
// { dg-final { scan-function-assembler-times _Z5twiceIiET_S0_ "\tcld\n" 1 } }
