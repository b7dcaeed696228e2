/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact finds handlers put into a struct sigaction by an
   initializer: designated or positional, local or file-scope, static
   const included, and compound literals.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>

static volatile sig_atomic_t got;

static void h_local (int s) { got = s; }
static void h_file (int s) { got = s + 1; }
static void h_static_local (int s) { got = s + 2; }
static void h_positional (int s) { got = s + 3; }
static void h_compound (int s) { got = s + 4; }
static void h_info (int s, siginfo_t *i, void *c) { got = s + (i != c); }
static void h_const_local (int s) { got = s + 5; }

static const struct sigaction file_sa = { .sa_handler = h_file };

void
install (void)
{
  struct sigaction local = { .sa_handler = h_local };
  static const struct sigaction static_local = { .sa_handler = h_static_local };
  struct sigaction positional = { { h_positional } };
  const struct sigaction const_local = { .sa_sigaction = h_info, .sa_flags = SA_SIGINFO };
  const struct sigaction const_local2 = { .sa_handler = h_const_local, .sa_flags = SA_RESTART };

  sigaction (SIGINT, &local, 0);
  sigaction (SIGTERM, &file_sa, 0);
  sigaction (SIGHUP, &static_local, 0);
  sigaction (SIGUSR1, &positional, 0);
  sigaction (SIGUSR2, &(struct sigaction) { .sa_handler = h_compound }, 0);
  sigaction (SIGSEGV, &const_local, 0);
  sigaction (SIGBUS, &const_local2, 0);
}

/* { dg-final { scan-function-entry-cld h_local } } */
/* { dg-final { scan-function-entry-cld h_file } } */
/* { dg-final { scan-function-entry-cld h_static_local } } */
/* { dg-final { scan-function-entry-cld h_positional } } */
/* { dg-final { scan-function-entry-cld h_compound } } */
/* { dg-final { scan-function-entry-cld h_info } } */
/* { dg-final { scan-function-entry-cld h_const_local } } */
/* { dg-final { scan-assembler-times "\tcld\n" 7 } } */
