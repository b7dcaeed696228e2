/* SPDX-License-Identifier: GPL-3.0-or-later */
/* A signal handler in C, compiled through the specs: it must start with
   cld.  The copy is not a string instruction, so -mcld would not help.  */
char cld_specs_buf[64];
const char *volatile cld_specs_src = "ok";

__attribute__ ((signal_handler)) void
handler (int sig)
{
  __builtin_memcpy (cld_specs_buf, cld_specs_src, 2);
}
