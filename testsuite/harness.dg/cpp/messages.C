/* SPDX-License-Identifier: GPL-3.0-or-later */
// C++ diagnostics: the "In member function" context is pruned.
// { dg-do compile }

struct s
{
  int f () { return undeclared_member; }	// { dg-error "'undeclared_member' was not declared" }
};
