/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined in another file, in a static initializer of a
   struct sigaction (and of a table of them): the initializer holds the
   thunk.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

extern void on_usr1 (int);
extern void on_usr2 (int);

static struct sigaction one = { .sa_handler = on_usr1 };
static struct { int sig; struct sigaction sa; } table[] = {
  { SIGUSR2, { .sa_handler = on_usr2 } },
};

void
install (void)
{
  sigaction (SIGUSR1, &one, 0);
  sigaction (table[0].sig, &table[0].sa, 0);
}

/* { dg-final { scan-function-entry-cld cld_thunk.on_usr1 } } */
/* { dg-final { scan-function-entry-cld cld_thunk.on_usr2 } } */
/* { dg-final { scan-assembler "\t\\.(quad|long)\tcld_thunk\\.on_usr1\n" } } */
/* { dg-final { scan-assembler "\t\\.(quad|long)\tcld_thunk\\.on_usr2\n" } } */
/* { dg-final { scan-assembler-not "\t\\.(quad|long)\ton_usr\[12\]\n" } } */
