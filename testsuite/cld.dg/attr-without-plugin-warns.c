/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Code marked for cld but built without the plugin gets GCC's own
   -Wattributes warning, not an error: the build goes on unprotected, and
   __has_attribute (signal_handler) (attr-has-attribute.c) lets code
   avoid even that.  */
/* { dg-do compile } */
/* { dg-cld-no-plugin } */

void on_signal (int) __attribute__((signal_handler)); /* { dg-warning "'signal_handler' attribute directive ignored" } */
