/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A library's weak default handler, registered here; the application
   overrides it in another file (helpers/strong-override.c) with a
   strong definition that copies.  The registration's thunk jumps to
   whichever definition the link picked.  */
#include "runtime.h"
#include "helpers/elsewhere.h"

void __attribute__ ((weak))
on_usr1 (int sig)
{
}

int
main (void)
{
  rt_fill ((unsigned char *) &ew_live, sizeof ew_live, 3);
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &ew_saved, &ew_live, sizeof ew_live);
}
