/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A C99 inline handler registered here, whose external definition is in
   another file (helpers/c99-inline-definition.c): this file emits no
   code for it, the registration goes through a thunk.  */
#include "runtime.h"
#include "helpers/c99-inline.h"

int
main (void)
{
  rt_fill ((unsigned char *) &ew_live, sizeof ew_live, 3);
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &ew_saved, &ew_live, sizeof ew_live);
}
