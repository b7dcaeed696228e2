/* SPDX-License-Identifier: GPL-3.0-or-later */
// A C++ run test with the .cc suffix.
// { dg-do run }

#include <vector>

int
main ()
{
  std::vector<int> v (3, 14);
  return v.size () != 3 || v[2] != 14;
}
