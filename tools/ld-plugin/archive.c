/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The name of an archive member, for a warning: "libx.a(a.o)".
 *
 * GNU ld and gold name an archive member by the archive's path and the
 * member's offset inside it; the member's own name is in the 60-byte ar
 * header right before that offset -- in its 16-byte name field ("a.o/"),
 * or, for a longer name, as "/N", an offset into the archive's "//"
 * member (GNU ar; BSD's "#1/LEN" names are shown as they are).
 * Only a warning needs it, so the archive is opened again then, by path,
 * and nothing is read for the members of a clean link.  Whatever cannot
 * be read leaves the plain archive name.
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cld-ld.h"

#define CLDL_AR_MAGIC "!<arch>\n"
#define CLDL_AR_HDR 60

/* Read exactly N bytes at OFF of FD into BUF; 0 on success.  */
static int
cldl_ar_read (int fd, off_t off, void *buf, size_t n)
{
	return pread (fd, buf, n, off) == (ssize_t) n ? 0 : -1;
}

/* The decimal number in the N bytes at S (blank-padded).  */
static long long
cldl_ar_num (const char *s, size_t n)
{
	long long v = 0;

	while (n && *s == ' ') {
		s++;
		n--;
	}
	for (; n && *s >= '0' && *s <= '9'; s++, n--)
		v = v * 10 + (*s - '0');
	return v;
}

/* Name number IDX in the GNU long-name member "//" of the archive FD
   into BUF (SIZE bytes); 0 on success.  */
static int
cldl_ar_long_name (int fd, long long idx, char *buf, size_t size)
{
	char hdr[CLDL_AR_HDR];
	off_t off = 8;
	long long len;
	size_t n;
	char *end;

	/* "//" is among the first members (after the symbol table).  */
	while (!cldl_ar_read (fd, off, hdr, sizeof hdr)) {
		len = cldl_ar_num (hdr + 48, 10);
		if (!memcmp (hdr, "//              ", 16)) {
			if (idx >= len)
				return -1;
			n = (size_t) (len - idx) < size - 1
			    ? (size_t) (len - idx) : size - 1;
			if (cldl_ar_read (fd, off + CLDL_AR_HDR + idx, buf, n))
				return -1;
			buf[n] = 0;
			end = strchr (buf, '\n');
			if (end)
				*end = 0;
			n = strlen (buf);
			if (n && buf[n - 1] == '/')
				buf[n - 1] = 0;
			return 0;
		}
		if (hdr[0] != '/')
			return -1;
		off += CLDL_AR_HDR + len + (len & 1);
	}
	return -1;
}

/* "ARCHIVE(MEMBER)" for the member at OFFSET of the archive ARCHIVE, or
   NULL (not an archive, unreadable, out of memory).  */
char *
cldl_member_name (const char *archive, off_t offset)
{
	char hdr[CLDL_AR_HDR], name[256], *res = NULL;
	int fd;
	size_t n;

	if (offset < 8 + CLDL_AR_HDR)
		return NULL;
	fd = open (archive, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	if (cldl_ar_read (fd, 0, name, 8) || memcmp (name, CLDL_AR_MAGIC, 8)
	    || cldl_ar_read (fd, offset - CLDL_AR_HDR, hdr, sizeof hdr)
	    || memcmp (hdr + 58, "`\n", 2))
		goto out;
	if (hdr[0] == '/' && hdr[1] >= '0' && hdr[1] <= '9') {
		if (cldl_ar_long_name (fd, cldl_ar_num (hdr + 1, 15), name,
				       sizeof name))
			goto out;
	} else {
		memcpy (name, hdr, 16);
		for (n = 16; n && (name[n - 1] == ' ' || name[n - 1] == '/');
		     n--)
			;
		name[n] = 0;
	}
	if (asprintf (&res, "%s(%s)", archive, name) < 0)
		res = NULL;
out:
	close (fd);
	return res;
}
