/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-skip-if with include options: UNSUPPORTED at -O0 only.  */
/* { dg-do compile } */
/* { dg-skip-if "needs optimisation" { *-*-* } { "-O0" } } */

#ifndef __OPTIMIZE__
#error "dg-skip-if did not skip -O0"
#endif
