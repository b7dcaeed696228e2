/* SPDX-License-Identifier: GPL-3.0-or-later */
/* With verbose every found handler gets a note saying why and where it is
   registered; registrations whose handler comes from outside the unit
   get a note saying so; a handler only declared here is registered
   through a thunk, which gets the note.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=auto verbose" } */

#include <signal.h>

static volatile int got;
extern void elsewhere (int);
extern void hand_over (void (*) (int));

static void direct (int s) { got = s; } /* { dg-message "cld: 1 'cld' at entry of 'direct': registered with signal\\(\\) \\(detect=exact, registration at \[^ \]*detect-verbose-notes.c:34:\[0-9\]+\\)" } */
static void wrapped (int s) { got = s; } /* { dg-message "'wrapped': stored in sigaction.sa_handler at \[^ \]*detect-verbose-notes.c:25:\[0-9\]+ \\(detect=exact, registration at \[^ \]*detect-verbose-notes.c:36:" } */
static void escaping (int s) { got = s; } /* { dg-message "'escaping': has a signal-handler signature and its address escapes: passed as a handler to external function hand_over at \[^ \]*detect-verbose-notes.c:37:\[0-9\]+ \\(detect=auto," } */
void marked (int) __attribute__ ((signal_handler));
void marked (int s) { got = s; } /* { dg-message "'marked': marked with the signal_handler attribute" } */

static void
wrap (int sig, void (*fn) (int))
{
  struct sigaction sa = { 0 };
  sa.sa_handler = fn;
  sigaction (sig, &sa, 0);
}

void
install (void (*from_caller) (int))
{
  void (*old) (int);

  old = signal (SIGINT, direct);
  signal (SIGHUP, elsewhere); /* { dg-message "cld: 1 'cld' at entry of 'cld_thunk.elsewhere': a thunk for elsewhere, which is registered with signal\\(\\) at \[^ \]*detect-verbose-notes.c:35:\[0-9\]+ and may be defined in another file" } */
  wrap (SIGTERM, wrapped);
  hand_over (escaping);
  signal (SIGUSR1, from_caller); /* { dg-message "cannot tell which function is installed as a signal handler here: the value may be a parameter of externally visible function install" } */
  signal (SIGUSR2, old); /* { dg-message "cannot tell which function .* the previous handler returned by signal\\(\\)" } */
}

/* A declaration that has the attribute needs no note.  */
extern void marked_elsewhere (int) __attribute__ ((signal_handler));

void
install_marked (void)
{
  signal (SIGQUIT, marked_elsewhere); /* { dg-bogus "defined in another translation unit|thunk" } */
}
/* { dg-final { scan-assembler-not "cld_thunk\\.marked_elsewhere" } } */
