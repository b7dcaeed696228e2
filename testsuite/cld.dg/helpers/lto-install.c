/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helper of lto-wrapper-other-unit.c: a wrapper defined in another
   translation unit than the handlers it installs.  */
#include <signal.h>
#include <string.h>

int
install_handler (int sig, void (*fn) (int))
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  return sigaction (sig, &sa, 0);
}
