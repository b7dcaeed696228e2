/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp: the second member of an archive, a struct copy
   (rep movs at -O2) at offset 0.  */
struct big { long a[64]; };
struct big p, q;
void copy_b (void) { p = q; }
