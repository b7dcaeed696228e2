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

/* GCC 11 numbers the versions of a static function (on_signal.avx2.0):
   the label, its .LFB label, CFI directives and at -O0 the frame setup,
   then the cld.  */
/* { dg-final { scan-assembler {\non_signal\.default(?:\.[0-9]+)?:\n(?:(?:\.LFB[0-9]+:|\t\.cfi_[^\n]*|\tpush[lq]\t%[er]bp|\tmov[lq]\t%[er]sp, %[er]bp)\n)*\tcld\n} } } */
/* { dg-final { scan-assembler {\non_signal\.avx2(?:\.[0-9]+)?:\n(?:(?:\.LFB[0-9]+:|\t\.cfi_[^\n]*|\tpush[lq]\t%[er]bp|\tmov[lq]\t%[er]sp, %[er]bp)\n)*\tcld\n} } } */
