/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The case -mcld cannot cover: a handler whose only copy is a call to libc
   memmove (which GCC never expands inline for an unknown length) still
   gets a cld at entry, before the call.  */
/* { dg-do compile } */
/* { dg-options "-fcf-protection=none" } */

#include <string.h>

extern char *dst, *src;
extern size_t len;

__attribute__((signal_handler)) void
on_signal (int sig)
{
  memmove (dst, src, len);
}

/* { dg-final { scan-function-assembler-times "on_signal" {\mcld\M} 1 } } */
/* { dg-final { scan-function-entry-cld on_signal } } */
/* { dg-final { scan-function-assembler on_signal {\tcld\n(?:[^\n]*\n)*\t(?:call|jmp)\tmemmove} } } */
