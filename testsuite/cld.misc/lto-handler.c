/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Unit 1 of the LTO tests: the handler, marked, defined here.  */
#include <string.h>

extern char lto_area[4096];

__attribute__((signal_handler)) void
lto_on_signal (int sig)
{
  memset (lto_area, sig, sizeof lto_area);
}
