/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A report line that cannot be written (here: the disk is full) is a
   warning at the first handler whose line is lost, once; the code is right
   either way, so the compile goes on and the handlers get their cld.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "report=/dev/full" } */
#include <signal.h>

static void
on_int (int sig)  /* { dg-warning "cld: cannot write report file '/dev/full': No space left on device" } */
{
  (void) sig;
}

void
setup (void)
{
  signal (SIGINT, on_int);
}
/* { dg-final { scan-function-assembler-times on_int "\tcld\n" 1 } } */

/* Only once per compilation, however many lines are lost.  */
static void
on_term (int sig)
{
  (void) sig;
}

void
setup2 (void)
{
  signal (SIGTERM, on_term);
}
/* { dg-final { scan-function-assembler-times on_term "\tcld\n" 1 } } */
