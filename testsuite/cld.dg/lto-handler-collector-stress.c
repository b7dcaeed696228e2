/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The reason strings of a found handler's attribute share one type that
   the plugin keeps as a GC root: with the collector forced to run at every
   chance, in the compile and at the LTO link, the attribute still streams
   and the handler is still protected.  The program is
   lto-handler-other-unit.c's; only the options differ.  */
/* { dg-do run } */
/* { dg-options "-flto --param ggc-min-expand=0 --param ggc-min-heapsize=0" } */
/* { dg-additional-sources "helpers/lto-handler.c" } */
/* { dg-cld-plugin-args "detect=exact" } */

#include "lto-handler-other-unit.c"
