/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler defined here and registered in link-register.c.  Compiled
   without cld, so the object has no records, except those link.exp asks
   for, written by hand as cld.so writes them:
   -DRECORD_CLD     the definition starts with cld (a "cld" record);
   -DRECORD_UNIT    the unit was compiled with cld, which did not know.  */
#include "link-records.h"

volatile int link_seen;

void
link_on_int (int sig)
{
	link_seen = sig;
}

#if defined RECORD_CLD
CLD_RECORDS ("cld1 unit link-handler.c\\n"
	     "cld1 cld link_on_int\\n");
#elif defined RECORD_UNIT
CLD_RECORDS ("cld1 unit link-handler.c\\n");
#endif
