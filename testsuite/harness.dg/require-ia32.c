/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-require-effective-target: UNSUPPORTED under -m64, run under -m32.  */
/* { dg-do compile } */
/* { dg-require-effective-target ia32 } */

#ifndef __i386__
#error "compiled for something else than ia32"
#endif
_Static_assert (sizeof (long) == 4, "not ia32");
