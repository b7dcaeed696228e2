/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helper of lto-handler-other-unit.c: the handler is defined here, but
   registered in the other translation unit.  */
volatile int lto_handler_got;

void
lto_handler (int sig)
{
  lto_handler_got = sig;
}

void
lto_not_handler (int sig)
{
  lto_handler_got = sig + 1;
}
