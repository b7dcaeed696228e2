/* SPDX-License-Identifier: GPL-3.0-or-later */
// cld-compare input, C++: the same numbers as two-copies.c, under
// mangled names (_Z8copy_twov, _Z6on_sigi, _Z8plain_fni).
struct big { long a[64]; };
big a, b, c;

void
copy_two ()
{
	a = b;
	c = a;
}

[[gnu::signal_handler]] void
on_sig (int)
{
	a = b;
	c = a;
}

int
plain_fn (int x)
{
	return x * 3;
}
