/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a K&R handler "void h (sig) int sig;" passed to a wrapper
   in another file whose parameter is an unprototyped "void (*) ()"
   has a handler's shape by its parameters and gets its cld.  */
/* { dg-do compile } */
/* { dg-options "-std=gnu17" } */

extern void install (int, void (*) ());
static volatile int got;

static void
on_usr1 (sig)
     int sig;
{
  got = sig;
}

static void
not_handler (a, b)
     char *a, *b;
{
  got = *a + *b;
}

void
setup (void)
{
  install (10, on_usr1);
  install (12, not_handler);
}

/* { dg-final { scan-function-entry-cld on_usr1 } } */
/* { dg-final { scan-function-assembler-times not_handler "\tcld\n" 0 } } */
