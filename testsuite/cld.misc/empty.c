/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A unit with nothing to protect, for tests of loading the plugin.  */
int cld_misc_unused;
