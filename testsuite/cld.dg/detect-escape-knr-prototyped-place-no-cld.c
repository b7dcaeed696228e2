/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a K&R "void f ()" whose address escapes only through a
   place of a prototyped non-handler type -- "void (*) (void)", a field
   of a structure other files read (dropbear's send_kex_first_guess) --
   is called through that type, never as a handler: no cld.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu17" } */

struct session { void (*first_guess) (void); int n; };
extern struct session ses;

static void
send_first_guess ()
{
  ses.n++;
}

void
setup (void)
{
  ses.first_guess = send_first_guess;
}

/* { dg-final { scan-function-no-entry-cld send_first_guess } } */
