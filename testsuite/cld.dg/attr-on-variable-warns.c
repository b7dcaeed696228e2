/* SPDX-License-Identifier: GPL-3.0-or-later */
/* On anything but a function the attribute is dropped with a -Wattributes
   warning, and nothing gets a cld because of it.  */
/* { dg-do compile } */

int counter __attribute__((signal_handler)); /* { dg-warning "'signal_handler' attribute only applies to functions" } */
typedef void (*handler_ptr) (int) __attribute__((signal_handler)); /* { dg-warning "'signal_handler' attribute only applies to functions" } */
struct s { int field __attribute__((signal_handler)); }; /* { dg-warning "'signal_handler' attribute only applies to functions" } */

__attribute__((signal_handler)) void on_signal (int sig) { }

/* { dg-final { scan-assembler-times {\tcld\n} 1 } } */
