/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz.exp's self-test: force-included instead of fuzz-handler.h, this
   makes every build with the plugin print one more line than plain gcc's,
   as a miscompile would.  The harness must report it.  */
#include <stdio.h>
#if defined __has_attribute
# if __has_attribute (signal_handler)
__attribute__ ((constructor)) static void
cld_fuzz_differ (void)
{
  printf ("built with the plugin\n");
}
# endif
#endif
