/* verify accepts mode=all output: every function starts with cld, handlers
   (marked and found) once, under endbr and patchable nops.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=full -fpatchable-function-entry=2 -mstringop-strategy=rep_4byte" } */
/* { dg-cld-plugin-args "mode=all verify" } */

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

/* Scans so that the test fails without the plugin, not just with a bad
   verify: both handlers start with their cld.  */
/* { dg-final { scan-function-assembler-times marked "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times found "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times copy "\tcld\n" 1 } } */
/* { dg-final { scan-function-assembler-times setup "\tcld\n" 1 } } */
