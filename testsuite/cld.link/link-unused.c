/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An archive member nothing pulls in: its definition and its records
   must not count.  It registers link_on_int without protecting it.  */
#include "link-records.h"

void
link_unused (int sig)
{
	(void) sig;
}

CLD_RECORDS ("cld1 unit link-unused.c\\n"
	     "cld1 reg link_on_int link-unused.c:5:1\\n");
