/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An asm trampoline reads a static slot marked "used" by its symbol name
   and installs what it holds: nothing the compiler sees reads the slot,
   so what is stored in it escapes, and auto protects the handler.  */
#include "runtime.h"

struct state { long w[200]; };
static struct state live, saved;

static void
on_usr1 (int sig)
{
  saved = live;
}

static void (*slot) (int) __attribute__ ((used)) = on_usr1;

/* install_from_slot (sig): signal (sig, slot).  */
#ifdef __x86_64__
__asm__ (".text\n"
	 "install_from_slot:\n"
	 "\tmov slot(%rip), %rsi\n"
	 "\tjmp signal@PLT\n");
#else
__asm__ (".text\n"
	 "install_from_slot:\n"
	 "\tpushl slot\n"
	 "\tpushl 8(%esp)\n"
	 "\tcall signal\n"
	 "\taddl $8, %esp\n"
	 "\tret\n");
#endif
extern void install_from_slot (int) __asm__ ("install_from_slot");

int
main (void)
{
  rt_fill ((unsigned char *) &live, sizeof live, 3);
  install_from_slot (SIGUSR1);
  raise (SIGUSR1);
  return rt_report ("struct copy", &saved, &live, sizeof live);
}
