/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp: the first member of an archive, no string
   instruction, at offset 0 like the next member's function.  */
int ret_a (int v) { return v + 1; }
