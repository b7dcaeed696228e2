/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit 2 of the LTO tests: registers the handler defined in the other unit.  */
#include <signal.h>

char lto_area[4096];
extern void lto_on_signal (int);

int
main (void)
{
  signal (SIGUSR1, lto_on_signal);
  return raise (SIGUSR1) != 0 || lto_area[0] != SIGUSR1;
}
