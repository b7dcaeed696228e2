/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pointer identity through an installer of another file: the kernel
   gets the thunk, and the previous handler the installer hands back is
   the function the program handed it, not its thunk.  */
/* { dg-do run } */
/* { dg-additional-sources "helpers/identity-handler.c helpers/identity-installer.c" } */

#include <signal.h>
#include "helpers/kernel-handler.h"
#include "helpers/starts-with-cld.h"

extern void id_handler (int);
extern void (*id_install (int, void (*) (int))) (int);

int
main (void)
{
  void (*old) (int);

  id_install (SIGUSR1, id_handler);
  if (!starts_with_cld ((void (*) (int)) kernel_handler (SIGUSR1)))
    return 1;
  old = id_install (SIGUSR1, SIG_DFL);
  return old != id_handler;
}
