/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld-compare input that does not compile.  */
int
broken (void)
{
	return no_such_variable;
}
