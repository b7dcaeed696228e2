/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A static slot marked "used" is read by code the compiler cannot see
   (an asm trampoline that loads it by its symbol name): what is stored
   in it escapes (auto), with -flto as without.  */
/* { dg-do compile } */

#include <signal.h>

static volatile sig_atomic_t got;
static void on_usr2 (int s) { got = s; }

static void (*slot) (int) __attribute__ ((used)) = on_usr2;

/* { dg-final { scan-function-entry-cld on_usr2 } } */
