/* SPDX-License-Identifier: GPL-3.0-or-later */
/* After a mass rebuild every report line must say where it came from:
   "dir" is the compiler's working directory (absolute), "output" the
   output's base name, "lto" false for cc1, "probe" false for a file that
   is not a configure probe, and "key" the absolute source file and the
   symbol, the same for every compile of the same function.  The compiler
   writes the report; this program, run in the same directory, checks it.  */
/* { dg-do run } */
/* { dg-cld-plugin-args "report=detect-report-where.json" } */

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile int got;
static void on_quit (int s) { got = s; }

int
main (void)
{
  char line[8192], cwd[4096], want[8192];
  int n = 0, ok = 1;
  FILE *f;

  signal (SIGQUIT, on_quit);
  if (!getcwd (cwd, sizeof cwd))
    return 2;
  f = fopen ("detect-report-where.json", "r");
  if (!f)
    return 2;
  while (fgets (line, sizeof line, f)) {
    char *file;		/* into line: C23 strchr keeps a const */
    char *end;

    n++;
    snprintf (want, sizeof want, "\"dir\":\"%s\",", cwd);
    if (!strstr (line, want)) {
      printf ("no %s in %s", want, line);
      ok = 0;
    }
    if (!strstr (line, "\"output\":\"") || !strstr (line, "\"lto\":false,")
        || !strstr (line, "\"probe\":false,") || !strstr (line, "\"tag\":")) {
      printf ("output/lto/probe/tag missing in %s", line);
      ok = 0;
    }
    /* key = dir/file:on_quit, or file:on_quit for an absolute file.  */
    file = strstr (line, "\"file\":\"");
    if (!file) {
      ok = 0;
      continue;
    }
    file += 8;
    end = strchr (file, '"');
    *end = '\0';
    if (file[0] == '/')
      snprintf (want, sizeof want, "\"key\":\"%s:on_quit\"", file);
    else
      snprintf (want, sizeof want, "\"key\":\"%s/%s:on_quit\"", cwd, file);
    *end = '"';
    if (!strstr (line, want)) {
      printf ("no %s in %s", want, line);
      ok = 0;
    }
  }
  fclose (f);
  unlink ("detect-report-where.json");
  return !(ok && n == 1);
}
