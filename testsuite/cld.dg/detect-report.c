/* SPDX-License-Identifier: GPL-3.0-or-later */
/* report=FILE appends one JSON object per line for every protected
   function: file, line, function, assembler name, reason, registration
   location, detection level and number of cld.  The compiler writes the
   report; this program, run in the same directory, checks it and removes
   it for the next option set.  */
/* { dg-do run } */
/* { dg-cld-plugin-args "detect=auto report=detect-report.json" } */

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static volatile int got;
extern void hand_over (void (*) (int));

static void on_int (int s) { got = s; } enum { on_int_line = __LINE__ };
static void on_hup (int s) { got = s + 1; }
void marked (int) __attribute__ ((signal_handler));
void marked (int s) { got = s + 2; }
void hand_over (void (*fn) (int)) { (void) fn; }

static int
has (const char *line, const char *what)
{
  if (strstr (line, what))
    return 1;
  printf ("missing %s in %s", what, line);
  return 0;
}

int
main (void)
{
  char line[4096], def[32], reg[64];
  int n = 0, ok = 1, seen = 0;
  FILE *f;

  signal (SIGINT, on_int); enum { reg_line = __LINE__ };
  signal (SIGHUP, on_hup);
  snprintf (def, sizeof def, "\"line\":%d,", on_int_line);
  snprintf (reg, sizeof reg, "detect-report.c:%d:", reg_line);
  f = fopen ("detect-report.json", "r");
  if (!f)
    return 2;
  while (fgets (line, sizeof line, f)) {
    n++;
    ok &= line[0] == '{' && strcmp (line + strlen (line) - 2, "}\n") == 0;
    ok &= has (line, "\"file\":\"") && has (line, "detect-report.c\",\"line\":");
    ok &= has (line, "\"cld\":1}");
    if (strstr (line, "\"function\":\"on_int\"")) {
      seen |= 1;
      ok &= has (line, def);
      ok &= has (line, "\"asm\":\"on_int\"");
      ok &= has (line, "\"reason\":\"registered with signal()\"");
      ok &= has (line, "\"registered_at\":\"");
      ok &= has (line, reg);
      ok &= has (line, "\"level\":\"exact\"");
    }
    if (strstr (line, "\"function\":\"on_hup\""))
      seen |= 2;
    if (strstr (line, "\"function\":\"marked\"")) {
      seen |= 4;
      ok &= has (line, "\"reason\":\"marked with the signal_handler attribute\"");
      ok &= has (line, "\"registered_at\":null");
      ok &= has (line, "\"level\":\"attribute\"");
    }
  }
  fclose (f);
  unlink ("detect-report.json");
  if (n != 3 || seen != 7)
    printf ("%d lines, seen %d\n", n, seen);
  return !(ok && n == 3 && seen == 7);
}
