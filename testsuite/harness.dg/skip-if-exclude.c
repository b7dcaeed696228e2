/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-skip-if with exclude options: skipped unless -m32 is in effect.  */
/* { dg-do compile } */
/* { dg-skip-if "only -m32" { target *-*-* } { "*" } { "-m32" } } */

#ifndef __i386__
#error "dg-skip-if did not skip a non -m32 option set"
#endif
