/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An empty unit: compiles with any flags.  */
int cld_specs_empty;
