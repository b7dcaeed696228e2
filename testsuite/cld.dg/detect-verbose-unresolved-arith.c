/* SPDX-License-Identifier: GPL-3.0-or-later */
/* verbose: a registration whose handler is computed by integer
   arithmetic the analysis does not follow gets a note saying it cannot
   tell which function is installed there.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "verbose" } */

#include <signal.h>
#include <stdint.h>

static uintptr_t mangled;
static uintptr_t key;

void set_key (uintptr_t k) { key = k; }

void
install (void)
{
  signal (SIGUSR1, (void (*) (int)) (mangled ^ key)); /* { dg-message "cannot tell which function is installed as a signal handler here: the value may be an operand or result of an operation the analysis does not follow" } */
}
