/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a K&R "void h ()" whose address, held in one variable,
   escapes through a place of a prototyped non-handler type it fits (an
   exported "void (*) (void)" hook, where it is not a handler) and
   also through a wrapper in another file whose parameter is an
   unprototyped "void (*) ()" gets its cld: one escape where it may be
   called as a handler is enough, whichever the analysis meets first.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu17" } */

extern void (*idle_hook) (void);
extern void install (int, void (*) ());
static volatile int got;
static void (*volatile pick) ();

static void
on_usr1 ()
{
  got = 1;
}

void
setup (void)
{
  void (*h) () = pick ? pick : on_usr1;

  idle_hook = (void (*) (void)) h;
  install (10, h);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
