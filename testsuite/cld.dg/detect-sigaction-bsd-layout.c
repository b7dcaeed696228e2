/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact also knows the BSD and macOS struct sigaction, whose
   union members are __sa_handler and __sa_sigaction, also when the
   struct sigaction is itself a member of another structure.  Declared
   here as those systems have it, so the test does not include
   <signal.h>.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

struct __siginfo;
struct sigaction {
  union {
    void (*__sa_handler) (int);
    void (*__sa_sigaction) (int, struct __siginfo *, void *);
  } __sigaction_u;
  int sa_flags;
  unsigned sa_mask;
};
#define sa_handler __sigaction_u.__sa_handler
#define sa_sigaction __sigaction_u.__sa_sigaction
extern int sigaction (int, const struct sigaction *, struct sigaction *);

struct kernel_like {
  int flags;
  struct sigaction act;
};

static volatile int got;

static void h_bsd (int s) { got = s; }
static void h_info (int s, struct __siginfo *i, void *c) { got = s + (i != (void *) c); }
static void h_nested (int s) { got = s + 1; }
static void h_init (int s) { got = s + 2; }

static const struct sigaction preset = { { h_init }, 0, 0 };

void
install (void)
{
  struct sigaction sa = { { 0 }, 0, 0 };
  struct kernel_like k = { 0, { { 0 }, 0, 0 } };

  sa.sa_handler = h_bsd;
  sigaction (2, &sa, 0);
  sa.sa_sigaction = h_info;
  sigaction (11, &sa, 0);
  k.act.sa_handler = h_nested;
  sigaction (15, &k.act, 0);
  sigaction (1, &preset, 0);
}

/* { dg-final { scan-function-entry-cld h_bsd } } */
/* { dg-final { scan-function-entry-cld h_info } } */
/* { dg-final { scan-function-entry-cld h_nested } } */
/* { dg-final { scan-function-entry-cld h_init } } */
/* { dg-final { scan-assembler-times "\tcld\n" 4 } } */
