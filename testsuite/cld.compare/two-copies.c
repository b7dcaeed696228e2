/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare input: numbers known by construction.
   copy_two: two 512-byte struct copies, each one rep movs at -O2
   (2 string instructions); -mcld clears DF once for both (1 cld).
   on_sig: the same copies in a marked handler: the plugin adds one cld
   at its entry (one byte).  plain_fn: no string instruction at all.  */
struct big { long a[64]; };
struct big a, b, c;

void
copy_two (void)
{
	a = b;
	c = a;
}

void __attribute__ ((signal_handler))
on_sig (int sig)
{
	(void) sig;
	a = b;
	c = a;
}

int
plain_fn (int x)
{
	return x * 3;
}
