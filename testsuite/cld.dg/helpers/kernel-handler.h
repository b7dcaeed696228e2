/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The handler the kernel holds for SIG, asked with the raw system call:
   what the C library's sigaction says may be translated (cld-thunk.c
   maps the thunks back), the kernel's answer is not.  Its first word is
   the handler on x86-64 and i386 alike.  */
#include <signal.h>
#include <unistd.h>
#include <sys/syscall.h>

static void *
kernel_handler (int sig)
{
  unsigned long k[8] = { 0 };

  if (syscall (SYS_rt_sigaction, sig, (void *) 0, k, 8) != 0)
    return (void *) -2;
  return (void *) k[0];
}
