/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined apart from the file that registers it, for the
   pointer-identity tests (detect-thunk-identity-*.c): its address as
   this file sees it, and as text.  */
#include <stdio.h>

volatile int id_got;

void
id_handler (int sig)
{
  id_got = sig;
}

void (*
id_handler_here (void)) (int)
{
  return id_handler;
}

void
id_handler_text (char *buf, unsigned long size)
{
  snprintf (buf, size, "%p", (void *) id_handler);
}
