/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Another object whose records say that the very registration of
   link-register.c (the same place: an inline function's copy, say) goes
   through a cld thunk: that covers link-register.c's "reg" record.  */
#include "link-records.h"

int
link_other (void)
{
	return 1;
}

CLD_RECORDS ("cld1 unit link-thunk-elsewhere.c\\n"
	     "cld1 thunk link_on_int link-register.c:22:9\\n");
