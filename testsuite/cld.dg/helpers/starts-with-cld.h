/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Does the code of FN begin with cld (0xfc), after an optional endbr32 or
   endbr64?  Lets a linked program check its own handlers.  */
static int
starts_with_cld (void (*fn) (int))
{
  const unsigned char *p = (const unsigned char *) fn;

  if (p[0] == 0xf3 && p[1] == 0x0f && p[2] == 0x1e
      && (p[3] == 0xfa || p[3] == 0xfb))
    p += 4;
  return p[0] == 0xfc;
}
