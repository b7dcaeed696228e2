/* SPDX-License-Identifier: GPL-3.0-or-later */
// A signal handler in C++, compiled through the specs with g++: it must
// start with cld.
namespace {
char buf[64];
}
const char *volatile cld_specs_src = "ok";

extern "C" __attribute__ ((signal_handler)) void
handler (int)
{
  __builtin_memcpy (buf, cld_specs_src, 2);
}

char *cld_specs_get () { return buf; }
