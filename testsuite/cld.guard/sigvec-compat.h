/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The installers glibc keeps for old binaries only, for the programs of
   cld.guard that call them as such a binary would: sigvec, bound to its
   compatibility version (glibc 2.21 dropped it from the headers and the
   default version), and bsd_signal, no longer declared.  */
#ifndef SIGVEC_COMPAT_H
#define SIGVEC_COMPAT_H

#include <signal.h>

struct sigvec_compat { void (*sv_handler) (int); int sv_mask; int sv_flags; };
int sigvec_compat (int, const struct sigvec_compat *, struct sigvec_compat *);
#if defined __x86_64__ && defined __ILP32__
__asm__ (".symver sigvec_compat, sigvec@GLIBC_2.16");
#elif defined __x86_64__
__asm__ (".symver sigvec_compat, sigvec@GLIBC_2.2.5");
#else
__asm__ (".symver sigvec_compat, sigvec@GLIBC_2.0");
#endif
extern __sighandler_t bsd_signal (int, __sighandler_t);

#endif
