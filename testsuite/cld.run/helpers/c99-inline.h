/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A C99 inline handler, as a header would give it to every file.  */
#include "elsewhere.h"

inline void
on_usr1 (int sig)
EW_HANDLER_BODY
