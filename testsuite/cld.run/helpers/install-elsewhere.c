/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helper of detect-cast-wrapper-elsewhere.c and detect-elsewhere-installer.c:
   the wrapper in another file.  */
#include <signal.h>
#include <string.h>

int
install_elsewhere (int sig, void (*fn) (int))
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = fn;
  return sigaction (sig, &sa, 0);
}
