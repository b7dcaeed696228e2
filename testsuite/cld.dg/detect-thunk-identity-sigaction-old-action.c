/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pointer identity: the old action sigaction () fills in holds the
   function the program registered, through a null or non-null pointer,
   while the kernel holds the thunk, which starts with cld.  */
/* { dg-do run } */
/* { dg-additional-sources "helpers/identity-handler.c" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <string.h>
#include "helpers/kernel-handler.h"
#include "helpers/starts-with-cld.h"

extern void id_handler (int);

static int
old_handler_is (int sig, struct sigaction *where, void (*fn) (int))
{
  if (sigaction (sig, 0, where) != 0)
    return 0;
  return where->sa_handler == fn;
}

int
main (void)
{
  struct sigaction sa, old;
  void *k;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = id_handler;
  if (sigaction (SIGUSR1, &sa, 0) != 0 || sigaction (SIGUSR2, &sa, 0) != 0)
    return 1;
  if (sigaction (SIGUSR1, &sa, &old) != 0 || old.sa_handler != id_handler)
    return 2;
  if (!old_handler_is (SIGUSR2, &old, id_handler))
    return 3;
  k = kernel_handler (SIGUSR1);
  if (k == (void *) id_handler || !starts_with_cld ((void (*) (int)) k))
    return 4;
  return 0;
}
