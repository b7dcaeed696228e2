/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact finds handlers stored into sv_handler of the BSD struct
   sigvec (gone from glibc's headers, so declared here as BSD had it).  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

struct sigvec {
  void (*sv_handler) (int);
  int sv_mask;
  int sv_flags;
};
extern int sigvec (int, const struct sigvec *, struct sigvec *);

static volatile int got;

static void h_store (int s) { got = s; }
static void h_init (int s) { got = s + 1; }

void
install (void)
{
  struct sigvec sv = { 0, 0, 0 };
  static const struct sigvec preset = { h_init, 0, 0 };

  sv.sv_handler = h_store;
  sigvec (2, &sv, 0);
  sigvec (15, &preset, 0);
}

/* { dg-final { scan-function-entry-cld h_store } } */
/* { dg-final { scan-function-entry-cld h_init } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
