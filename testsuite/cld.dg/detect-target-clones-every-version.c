/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A handler built with target_clones is entered through an ifunc that
   picks one of its versions: every version gets the cld, at every
   optimization level.  GCC copies the declaration of each version
   without telling cgraph's duplication hook, so where the plugin keeps
   found handlers in its side table only (no -flto, no IPA ICF), this
   one keeps the attribute that the copies inherit (cld-attr.c).  */
/* { dg-do compile } */

#include <signal.h>
#include <string.h>

static char buf[64], src[64];

__attribute__ ((target_clones ("default", "avx2")))
static void
on_signal (int s)
{
  memmove (buf, src + s, 32);
}

void
install (void)
{
  signal (SIGINT, on_signal);
}

/* { dg-final { scan-function-entry-cld on_signal.default } } */
/* { dg-final { scan-function-entry-cld on_signal.avx2 } } */
