/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An installer of another file than the one that hands it the handler
   (detect-thunk-identity-installer-*.c): it registers what it is given
   and hands back the previous handler, as signal () does.  */
#include <signal.h>

void (*
id_install (int sig, void (*fn) (int))) (int)
{
  return signal (sig, fn);
}
