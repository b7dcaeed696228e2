// SPDX-License-Identifier: GPL-3.0-or-later
// A C++ inline handler whose address this file only keeps (as a
// "void *": no registration, no escape), registered in another file
// (helpers/comdat-register.C), which the link names second: the linker
// keeps this file's COMDAT copy, with no cld.  The registration
// goes through the other file's thunk, so the kernel enters cld first
// whichever copy is kept.
#include "runtime.h"
#include "helpers/comdat-handler.h"

struct ew_state ew_live, ew_saved;

extern void install_and_raise ();

static void *volatile keep;

int
main ()
{
  keep = (void *) on_usr1;
  rt_fill ((unsigned char *) &ew_live, sizeof ew_live, 3);
  install_and_raise ();
  return rt_report ("struct copy", &ew_saved, &ew_live, sizeof ew_live);
}
