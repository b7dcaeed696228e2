// SPDX-License-Identifier: GPL-3.0-or-later
// Registers the inline handler of detect-elsewhere-comdat.C and raises
// the signal; linked after it, so the linker keeps the other file's
// copy of the handler, which no registration made a handler.
#include "../runtime.h"	// raise inside std ... cld under cld.qemu
#include "comdat-handler.h"

void
install_and_raise ()
{
  signal (SIGUSR1, on_usr1);
  raise (SIGUSR1);
}
