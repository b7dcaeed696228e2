/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The application's own on_usr1 of detect-elsewhere-weak-override.c: a
   strong definition that replaces the weak default at link time, in a
   file that does not register it.  */
#include "elsewhere.h"

struct ew_state ew_live, ew_saved;

void
on_usr1 (int sig)
EW_HANDLER_BODY
