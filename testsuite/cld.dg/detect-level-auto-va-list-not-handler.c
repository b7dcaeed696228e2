/* SPDX-License-Identifier: GPL-3.0-or-later */
/* detect=auto: void (int, const char *, va_list) -- a logging hook, as
   dropbear's -- is not the sa_sigaction shape, though a va_list is a
   pointer on x86-64: its escaping address gets it no cld.  */
/* { dg-do compile } */

#include <signal.h>
#include <stdarg.h>

static volatile int got;

static void log_hook (int prio, const char *fmt, va_list ap) { got = prio + (fmt != 0); }
static void on_info (int s, siginfo_t *i, void *c) { got = s + (i != c); }

void (*exported_log) (int, const char *, va_list) = log_hook;
void (*exported_handler) (int, siginfo_t *, void *) = on_info;

/* { dg-final { scan-function-assembler-times log_hook "\tcld\n" 0 } } */
/* { dg-final { scan-function-entry-cld on_info } } */
/* { dg-final { scan-assembler-times "\tcld\n" 1 } } */
