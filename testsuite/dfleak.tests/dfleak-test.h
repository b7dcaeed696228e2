/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared helpers for the dfleak self-tests (tools/dfleak/selftest.sh).  */
#ifndef DFLEAK_TEST_H
#define DFLEAK_TEST_H

/* DF of the caller, read with pushf.  Call it first thing in a handler:
   after anything that may run `cld' the answer is meaningless.  */
#define DFL_READ_DF(var)						\
  do {									\
    unsigned long fl_;							\
    __asm__ volatile ("pushf; pop %0" : "=r" (fl_));			\
    (var) = (int) ((fl_ >> 10) & 1);					\
  } while (0)

#endif
