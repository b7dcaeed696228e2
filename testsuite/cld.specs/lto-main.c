/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The other half of the -flto program (see lto-handler.c).  */
#include <signal.h>

extern void handler (int);
extern char *cld_specs_get (void);

int
main (void)
{
  signal (SIGUSR1, handler);
  raise (SIGUSR1);
  return cld_specs_get ()[0] != 'o';
}
