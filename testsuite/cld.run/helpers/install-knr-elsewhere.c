/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Helper of detect-escape-knr-wrapper-elsewhere.c: a wrapper in another
   file taking an unprototyped function pointer, as old code does.  */
#include <signal.h>
#include <string.h>

int
install_knr_elsewhere (int sig, void (*fn) ())
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = (void (*) (int)) fn;
  return sigaction (sig, &sa, 0);
}
