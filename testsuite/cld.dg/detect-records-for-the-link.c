/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The object's records for the link (.cld.records, excluded from the
   output): the global functions that start with cld, the registrations
   through a thunk, and the handler-shaped functions of other files that
   escape, not as a handler (a "void *").  Static ones are nobody's.  */
/* { dg-do compile } */

#include <signal.h>

extern void hand_over (void *);
extern void elsewhere (int);
extern void reg_elsewhere (int);

static volatile sig_atomic_t got;
void marked (int) __attribute__ ((signal_handler));
void marked (int s) { got = s; }
static void local (int s) { got = s; }

void
install (void)
{
  hand_over ((void *) elsewhere);
  signal (SIGINT, reg_elsewhere);
  signal (SIGTERM, local);
}

/* { dg-final { scan-assembler "\t\\.pushsection \\.cld\\.records,\"e\",@progbits\n" } } */
/* { dg-final { scan-assembler "\t\\.ascii \"cld1 unit \[^\n\]*detect-records-for-the-link\\.c\\\\n\"\n" } } */
/* { dg-final { scan-assembler "\t\\.ascii \"cld1 cld marked\\\\n\"\n" } } */
/* { dg-final { scan-assembler "\t\\.ascii \"cld1 thunk reg_elsewhere \[^\n\]*detect-records-for-the-link\\.c:23:\[0-9\]+\\\\n\"\n" } } */
/* { dg-final { scan-assembler "\t\\.ascii \"cld1 esc elsewhere \[^\n\]*detect-records-for-the-link\\.c:22:\[0-9\]+\\\\n\"\n" } } */
/* { dg-final { scan-assembler-not "cld1 \[a-z\]+ local" } } */
