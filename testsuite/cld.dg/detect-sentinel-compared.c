/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a function whose address serves as a marker -- stored in
   the table of saved handlers and compared against before anything from
   the table is registered -- is no handler where the comparison guards
   the registration.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile int got;

static void not_saved_yet (int s) { got = s; }	/* the marker */
static void other_marker (int s) { got = s + 1; }
static void on_int (int s) { got = s + 2; }

static void (*saved[NSIG]) (int);

void
init (void)
{
  int i;

  for (i = 0; i < NSIG; i++)
    saved[i] = not_saved_yet;
  saved[SIGINT] = on_int;
  saved[SIGHUP] = other_marker;
}

static void
set_handler (int sig, void (*h) (int))
{
  signal (sig, h);
}

void
restore (int sig)
{
  void (*h) (int) = saved[sig];

  if (h != SIG_IGN && h != not_saved_yet && h != other_marker)
    set_handler (sig, h);
}

void
restore_direct (int sig)
{
  if (saved[sig] != other_marker && saved[sig] != not_saved_yet)
    signal (sig, saved[sig]);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-assembler-times not_saved_yet "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times other_marker "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
