/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The handler of detect-elsewhere-*.c, in a file that does not register
   it and so knows nothing of it.  */
#include "elsewhere.h"

struct ew_state ew_live, ew_saved;

void
on_usr1 (int sig)
EW_HANDLER_BODY
