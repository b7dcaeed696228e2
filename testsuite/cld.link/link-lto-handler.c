/* SPDX-License-Identifier: GPL-3.0-or-later */
/* One half of a two-file -flto program linked through the specs with
   cld-ld.so loaded: a marked handler, whose cld lto1 emits at link time
   -- only if GCC's LTO plugin still handles the link.  */
volatile int link_lto_seen;

__attribute__ ((signal_handler, noinline)) void
link_lto_handler (int sig)
{
	link_lto_seen = sig;
}
