/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Registers link_on_int, defined in link-handler.c.  Compiled without
   cld; the records cld.so would write are written by hand, one set per
   macro (link.exp):
   -DRECORD_REG      registered, not protected here ("reg")
   -DRECORD_REG2     the same, at two places: one warning
   -DRECORD_ESC      its address escapes ("esc")
   -DRECORD_THUNK    registered through a cld thunk ("thunk")
   -DRECORD_NOWHERE  a "reg" of a function no object of the link defines
   -DRECORD_FUTURE   kinds of a newer cld, other words, NUL padding: no
                     registration at all
   -DRECORD_BROKEN   the "reg" record among broken lines.  */
#include <signal.h>

#include "link-records.h"

extern void link_on_int (int);

int
main (void)
{
	signal (SIGINT, link_on_int);
	return 0;
}

#if defined RECORD_REG
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 reg link_on_int link-register.c:22:9\\n");
#elif defined RECORD_REG2
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 reg link_on_int link-register.c:22:9\\n"
	     "cld1 reg link_on_int link-register.c:23:9\\n");
#elif defined RECORD_ESC
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 esc link_on_int link-register.c:22:9\\n");
#elif defined RECORD_THUNK
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 thunk link_on_int link-register.c:22:9\\n");
#elif defined RECORD_NOWHERE
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 reg link_nowhere link-register.c:22:9\\n");
#elif defined RECORD_FUTURE
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 tramp link_on_int link-register.c:22:9 via x\\n"
	     "cld2 reg link_on_int link-register.c:22:9\\n"
	     "not a record\\n\\0\\0\\0\\0"
	     "cld1 unit more.c\\n");
#elif defined RECORD_BROKEN
CLD_RECORDS ("cld1 unit link-register.c\\n"
	     "cld1 reg\\n"
	     "cld1 esc link_on_int\\n"
	     "cld1 reg link_on_int link-register.c:22:9\\n"
	     "cld1 reg link_on_int with\\0nul\\n"
	     "cld1 reg link_on_int no-newline-at-the-end");
#endif
