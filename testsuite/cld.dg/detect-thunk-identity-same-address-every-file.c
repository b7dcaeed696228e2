/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Pointer identity: after a registration through a thunk, the handler's
   address is the same here and in the file that defines it -- compared,
   printed, kept in a variable -- as without the plugin.  */
/* { dg-do run } */
/* { dg-additional-sources "helpers/identity-handler.c" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <stdio.h>
#include <string.h>

extern void id_handler (int);
extern void (*id_handler_here (void)) (int);
extern void id_handler_text (char *buf, unsigned long size);

void (*kept) (int) = id_handler;

int
main (void)
{
  char here[64], there[64];

  signal (SIGUSR1, id_handler);
  if (id_handler_here () != id_handler || kept != id_handler_here ())
    return 1;
  snprintf (here, sizeof here, "%p", (void *) id_handler);
  id_handler_text (there, sizeof there);
  return strcmp (here, there) != 0;
}
