/* SPDX-License-Identifier: GPL-3.0-or-later */
/* An entry of the "sigtab" section (detect-escape-section-table.c).  */
struct sigent { int sig; void (*fn) (int); };
