/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined in one file (helpers/handler-elsewhere.c) and handed
   to an installer of another (helpers/install-elsewhere.c), which
   registers it: neither of those files knows both, so this one passes
   the installer a thunk that clears DF.  */
#include "runtime.h"
#include "helpers/elsewhere.h"

extern void on_usr1 (int);
extern int install_elsewhere (int, void (*) (int));

int
main (void)
{
  rt_fill ((unsigned char *) &ew_live, sizeof ew_live, 3);
  install_elsewhere (SIGUSR1, on_usr1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &ew_saved, &ew_live, sizeof ew_live);
}
