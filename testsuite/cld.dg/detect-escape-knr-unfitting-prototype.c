/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a K&R handler "void h (sig) int sig;" passed to a wrapper
   in another file through a prototyped "void (*) (void)" -- what C23
   makes of "void (*) ()" -- does not fit that type (it takes an int), so
   the wrapper must convert it back before calling it, maybe to a
   handler's type: it gets its cld.  A K&R "void f ()" that fits the
   prototype is called through it and gets none.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu17 -Wno-incompatible-pointer-types" } */

extern void install (int, void (*) (void));
static volatile int got;

static void
on_usr1 (sig)
     int sig;
{
  got = sig;
}

static void
fits ()
{
  got = 2;
}

void
setup (void)
{
  install (10, on_usr1);
  install (12, fits);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-no-entry-cld fits } } */
