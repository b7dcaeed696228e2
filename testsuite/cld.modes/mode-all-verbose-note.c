/* SPDX-License-Identifier: GPL-3.0-or-later */
/* With verbose, mode=all notes each function it gives a cld, saying
   that the mode is why; a handler's note gives the handler's reason.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "mode=all verbose" } */

int f (int x) { return x; } /* { dg-message "cld: 1 'cld' at entry of 'f': 'mode=all'" } */

void h (int) __attribute__ ((signal_handler));
void h (int s) { (void) s; } /* { dg-message "at entry of 'h': marked with the signal_handler attribute" } */
