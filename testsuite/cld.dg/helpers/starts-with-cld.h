/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Does the code of FN begin with its entry cld (0xfc), after an optional
   endbr32 or endbr64, either first or right after the frame setup
   (cld-insert.c): push %rbp; mov %rsp,%rbp (55 48 89 e5), or
   push %ebp; mov %esp,%ebp (55 89 e5, -m32 and -mx32)?  Lets a linked
   program check its own handlers.  */
static int
starts_with_cld (void (*fn) (int))
{
  const unsigned char *p = (const unsigned char *) fn;

  if (p[0] == 0xf3 && p[1] == 0x0f && p[2] == 0x1e
      && (p[3] == 0xfa || p[3] == 0xfb))
    p += 4;
  if (p[0] == 0x55 && p[1] == 0x48 && p[2] == 0x89 && p[3] == 0xe5)
    p += 4;
  else if (p[0] == 0x55 && p[1] == 0x89 && p[2] == 0xe5)
    p += 3;
  return p[0] == 0xfc;
}
