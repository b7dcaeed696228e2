/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact finds handlers stored into sa_handler or sa_sigaction of a
   struct sigaction (glibc nests both in a union), also through a
   pointer, whatever happens to the struct afterwards.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <string.h>

static volatile sig_atomic_t got;

static void on_int (int s) { got = s; }
static void on_segv (int s, siginfo_t *si, void *uc) { got = s + (si != uc); }
static void on_hup (int s) { got = s + 1; }

void
fill (struct sigaction *sa)
{
  sa->sa_handler = on_hup;
}

int
main (void)
{
  struct sigaction sa, sb;

  memset (&sa, 0, sizeof sa);
  sa.sa_handler = on_int;
  sigaction (SIGINT, &sa, 0);

  memset (&sb, 0, sizeof sb);
  sb.sa_sigaction = on_segv;
  sb.sa_flags = SA_SIGINFO;
  sigaction (SIGSEGV, &sb, 0);

  fill (&sa);
  sigaction (SIGHUP, &sa, 0);
  return 0;
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_segv } } */
/* { dg-final { scan-function-entry-cld on_hup } } */
/* { dg-final { scan-assembler-times "\tcld\n" 3 } } */
