/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined in another file (helpers/handler-elsewhere.c, which
   does not know it is one), registered here with signal (): the
   registration goes through a thunk that clears DF, so the handler's
   copy runs forwards whichever file defines it, without LTO.  */
#include "runtime.h"
#include "helpers/elsewhere.h"

extern void on_usr1 (int);

int
main (void)
{
  rt_fill ((unsigned char *) &ew_live, sizeof ew_live, 3);
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &ew_saved, &ew_live, sizeof ew_live);
}
