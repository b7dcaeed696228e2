/* The reason strings of a found handler's attribute share one type that
   the plugin keeps as a GC root: with the collector forced to run at every
   chance, in the compile and at the LTO link, the attribute still streams
   and the handler is still protected.  */
/* { dg-do run } */
/* { dg-options "-flto --param ggc-min-expand=0 --param ggc-min-heapsize=0" } */
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
