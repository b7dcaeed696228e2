/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: a static table whose address is handed out -- returned,
   or stored in a variable other files read -- lets its handlers escape.  */
/* { dg-do compile } */

#include <signal.h>

static volatile int got;

static void h_returned (int s) { got = s; }
static void h_published (int s) { got = s + 1; }
__attribute__ ((used, noipa)) static void h_private (int s) { got = s + 2; }

struct entry { int sig; void (*fn) (int); };
struct pub_entry { int sig; void (*fn) (int); };
struct priv_entry { int sig; void (*fn) (int); };

static const struct entry returned_table[] = { { SIGINT, h_returned } };
static const struct pub_entry published_table[] = { { SIGTERM, h_published } };
static const struct priv_entry private_table[] = { { SIGHUP, h_private } };

const struct pub_entry *const published = published_table;

const struct entry *
get_table (void)
{
  return returned_table;
}

int
private_sig (void)
{
  return private_table[0].sig;
}

/* { dg-final { scan-function-entry-cld h_returned } } */
/* { dg-final { scan-function-entry-cld h_published } } */
/* { dg-final { scan-function-assembler-times h_private "\tcld\n" 0 } } */
/* { dg-final { scan-assembler-times "\tcld\n" 2 } } */
