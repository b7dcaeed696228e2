/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto (the default): exact, plus handler-shaped functions whose
   address escapes to code the compiler cannot see -- and nothing else.  */
/* { dg-do compile } */

#include <signal.h>
#include <string.h>

static volatile int got;

extern void register_elsewhere (int, void (*) (int));
extern void register_info_elsewhere (int, void (*) (int, siginfo_t *, void *));
extern void keep (void *);
extern void (*exported) (int);

static void registered (int s) { got = s; }
static void escapes (int s) { got = s + 1; }
static void escapes_info (int s, siginfo_t *i, void *c) { got = s + (i != c); }
static void stored_public (int s) { got = s + 2; }
static int wrong_shape (int s) { return got = s; }
static void no_args (void) { got = 3; }
void visible_only (int s) { got = s + 4; }
static void internal_only (int s) { got = s + 6; }
static void (*volatile slot) (int);

struct ops { void (*fn) (int); };
extern void give_ops (struct ops *);
static void via_struct (int s) { got = s + 5; }
struct local_ops { void (*fn) (int); };
__attribute__ ((noipa)) static void via_memset_struct (int s) { got = s + 7; }

int
main (void)
{
  struct ops o;
  struct local_ops l;

  signal (SIGINT, registered);
  register_elsewhere (SIGTERM, escapes);
  register_info_elsewhere (SIGSEGV, escapes_info);
  exported = stored_public;
  keep ((void *) wrong_shape);
  keep ((void *) no_args);
  visible_only (1);
  slot = internal_only;
  slot (2);
  o.fn = via_struct;
  give_ops (&o);
  memset (&l, 0, sizeof l);
  l.fn = via_memset_struct;
  l.fn (3);
  return 0;
}

/* { dg-final { scan-function-entry-cld registered } } */
/* { dg-final { scan-function-entry-cld escapes } } */
/* { dg-final { scan-function-entry-cld escapes_info } } */
/* { dg-final { scan-function-entry-cld stored_public } } */
/* { dg-final { scan-function-entry-cld via_struct } } */
/* { dg-final { scan-function-assembler-times wrong_shape "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times no_args "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times visible_only "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times internal_only "\tcld\n" 0 } } */
/* { dg-final { scan-function-assembler-times via_memset_struct "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 5 } } */
