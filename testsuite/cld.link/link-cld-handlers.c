/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Two handlers that link-cld-main.c registers: link_on_hup directly
   (through cld.so's thunk there), link_on_quit through the wrapper of
   link-cld-install.c (its address escapes).  Compiled with cld at the
   default detect=auto, this unit protects neither (it registers
   neither); at detect=signature it protects both.  */
#include <string.h>

char link_buf[64];

void
link_on_hup (int sig)
{
	memset (link_buf, sig, sizeof link_buf);
}

void
link_on_quit (int sig)
{
	memset (link_buf, sig, sizeof link_buf);
}
