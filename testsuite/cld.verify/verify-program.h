/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The program verify-silent-*.c compile, one per mode: two handlers
   (one marked, one found), a struct copy (an inline string insn) and an
   asm string insn.  */

#include <signal.h>
#include <string.h>

struct big { char b[2000]; };
static struct big live, saved;

__attribute__ ((signal_handler)) void
marked (int s)
{
	saved = live;
}

static void
found (int s)
{
	memcpy (&saved, &live, sizeof live);
}

void
copy (struct big *d, const struct big *s)
{
	*d = *s;
	__asm__ volatile ("rep movsb" : : : "memory");
}

void
setup (void)
{
	signal (SIGUSR1, found);
}
