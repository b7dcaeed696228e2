/* SPDX-License-Identifier: GPL-3.0-or-later */
/* With -flto (plugin at compile and link time) detect=exact follows a
   handler into a wrapper defined in another translation unit: the
   registration is only seen by the whole-program analysis.  */
/* { dg-do run } */
/* { dg-options "-flto" } */
/* { dg-additional-sources "helpers/lto-install.c" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include "helpers/starts-with-cld.h"

extern int install_handler (int, void (*) (int));

static volatile int got;

static void on_int (int s) { got = s; }
__attribute__ ((noipa)) void not_a_handler (int s) { got = s + 1; }

int
main (void)
{
  not_a_handler (1);
  if (install_handler (SIGINT, on_int) != 0)
    return 2;
  return !(starts_with_cld (on_int) && !starts_with_cld (not_a_handler));
}
