/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A timer handler with an inline struct copy, entered while glibc's
   memmove has DF set: -mcld protects it, as does the plugin.  */
#include "memmove-timer.h"

struct state { long w[200]; };
static struct {
  unsigned char pad0[MT_PAD];
  struct state saved;
  unsigned char pad1[MT_PAD];
  struct state live;
} m;

static void
mt_init (void)
{
  size_t i;

  for (i = 0; i < sizeof m.live / sizeof m.live.w[0]; i++)
    m.live.w[i] = 0x1000 + (long) i;
}

static void
mt_snapshot (void)
{
  m.saved = m.live;
}

static int
mt_bad (void)
{
  int bad;

  bad = memcmp (&m.saved, &m.live, sizeof m.live) != 0;
  memset (&m.saved, 0, sizeof m.saved);
  return bad;
}
