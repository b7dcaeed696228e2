/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Input of builds.exp: the handler thunk-register.c registers.  */
#include <string.h>

char thunk_buf[64];

void
on_elsewhere (int s)
{
	memset (thunk_buf, s, sizeof thunk_buf);
}
