/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pointer identity: the previous handler signal () returns is the
   function the program registered, not its thunk, and registering it
   again keeps the protection.  */
/* { dg-do run } */
/* { dg-additional-sources "helpers/identity-handler.c" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include "helpers/kernel-handler.h"
#include "helpers/starts-with-cld.h"

extern void id_handler (int);

int
main (void)
{
  void (*old) (int);

  signal (SIGUSR1, id_handler);
  old = signal (SIGUSR1, SIG_DFL);
  if (old != id_handler)
    return 1;
  signal (SIGUSR1, old);
  return !starts_with_cld ((void (*) (int)) kernel_handler (SIGUSR1));
}
