/* SPDX-License-Identifier: GPL-3.0-or-later */
/* With -flto (plugin at compile and link time) detect=exact protects a
   handler defined in another translation unit than its registration.  */
/* { dg-do run } */
/* { dg-options "-flto" } */
/* { dg-additional-sources "helpers/lto-handler.c" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include "helpers/starts-with-cld.h"

extern void lto_handler (int);
extern void lto_not_handler (int);

int
main (void)
{
  lto_not_handler (1);
  signal (SIGINT, lto_handler);
  return !(starts_with_cld (lto_handler) && !starts_with_cld (lto_not_handler));
}
