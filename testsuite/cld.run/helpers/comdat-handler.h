// SPDX-License-Identifier: GPL-3.0-or-later
// A C++ inline handler: each file that takes its address emits a COMDAT
// copy.
#include "elsewhere.h"

inline void
on_usr1 (int)
EW_HANDLER_BODY
