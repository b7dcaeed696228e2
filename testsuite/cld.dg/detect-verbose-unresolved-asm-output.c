/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verbose: a registration whose handler comes out of an inline asm gets
   a note saying it cannot tell which function is installed there.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "verbose" } */

#include <signal.h>

void
install (void)
{
  void (*h) (int);

  __asm__ ("lea some_handler(%%rip), %0" : "=r" (h));
  signal (SIGUSR1, h); /* { dg-message "cannot tell which function is installed as a signal handler here: the value may be an operand of inline asm" } */
}
