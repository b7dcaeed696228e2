/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler nobody marked, registered with sigaction in this unit: cld's
   detection finds it (lto-loud.exp).  */
#include <signal.h>
#include <string.h>

char loud_area[4096];

static void
loud_on_term (int sig)
{
  memset (loud_area, sig, sizeof loud_area);
}

__attribute__ ((constructor)) static void
loud_install (void)
{
  struct sigaction sa;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = loud_on_term;
  sigaction (SIGTERM, &sa, 0);
}
