/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Registers every entry of the "sigtab" section, between the linker's
   __start_sigtab and __stop_sigtab: the other file's table entries are
   never named here.  */
#include <signal.h>
#include "section-table.h"

extern const struct sigent __start_sigtab[], __stop_sigtab[];

void
install_sigtab (void)
{
  const struct sigent *e;

  for (e = __start_sigtab; e < __stop_sigtab; e++)
    signal (e->sig, e->fn);
}
