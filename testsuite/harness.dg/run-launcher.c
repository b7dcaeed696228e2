/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dg-cld-launcher: the program runs under "env HARNESS_LAUNCHED=yes",
   and succeeds only then.  */
/* { dg-do run } */
/* { dg-cld-launcher "env HARNESS_LAUNCHED=yes" } */

#include <stdlib.h>
#include <string.h>

int
main (void)
{
  const char *v = getenv ("HARNESS_LAUNCHED");
  return !(v && strcmp (v, "yes") == 0);
}
