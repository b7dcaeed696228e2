/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A weak handler that no file defines has a null address, SIG_DFL:
   registering it installs SIG_DFL, as without the plugin, not its thunk
   (which would jump to address 0).  */
/* { dg-do run } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include "helpers/kernel-handler.h"

extern void undefined_handler (int) __attribute__ ((weak));

int
main (void)
{
  signal (SIGUSR1, undefined_handler);
  return kernel_handler (SIGUSR1) != (void *) SIG_DFL;
}
