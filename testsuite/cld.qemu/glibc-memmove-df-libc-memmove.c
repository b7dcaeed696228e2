/* SPDX-License-Identifier: GPL-3.0-or-later */
/* glibc-memmove-df-libc-memcpy.c with libc memmove as the handler's copy
   (the buffers do not overlap: a forward copy), which glibc runs with
   rep movsb as well.  */
#define MT_COPY memmove
#include "glibc-memmove-df-libc-memcpy.c"
