/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=exact: a structure copied by memcpy -- which GCC turns into one
   load and store of its bytes, "MEM <uint128_t> [&b] = ..." -- carries
   the handler in it to the registration that reads the copy.  */
/* { dg-do compile } */
/* { dg-cld-plugin-args "detect=exact" } */

#include <signal.h>
#include <string.h>

static volatile int got;

struct entry {
  int key;
  void (*fn) (int);
};

static void on_int (int s) { got = s; }
static void on_term (int s) { got = s + 1; }

static struct entry preset = { SIGINT, on_int };
static struct entry other = { SIGTERM, on_term };

void
setup (void)
{
  struct entry b;

  memcpy (&b, &preset, sizeof b);
  signal (b.key, b.fn);
}

void
setup_through (const struct entry *from)
{
  struct entry c;

  memcpy (&c, from, sizeof c);
  signal (c.key, c.fn);
}

void
start (void)
{
  setup_through (&other);
}

/* { dg-final { scan-function-entry-cld on_int } } */
/* { dg-final { scan-function-entry-cld on_term } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
