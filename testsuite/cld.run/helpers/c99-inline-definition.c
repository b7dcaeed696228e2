/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The one external definition of the C99 inline handler of
   detect-elsewhere-c99-inline.c, in a file that does not register it.  */
#include "c99-inline.h"

struct ew_state ew_live, ew_saved;

extern inline void on_usr1 (int);
