/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Identity corpus: functions with their own target options.  Each gets a
   per-function target node derived from the default one, so -mcld (and
   mode=mcld) must reach them too; target("no-cld") and target("cld") say
   otherwise per function.  */
#include <string.h>

struct big { char c[3000]; };

__attribute__((target("sse4.2")))
void t_sse42 (struct big *d, const struct big *s) { *d = *s; }

__attribute__((target("arch=haswell")))
void t_haswell (char *d, const char *s, unsigned long n) { memcpy (d, s, n); }

__attribute__((target("no-sse")))
void t_nosse (char *d, unsigned long n) { memset (d, 0, n); }

__attribute__((target("no-cld")))
void t_nocld (struct big *d, const struct big *s) { *d = *s; }

__attribute__((target("cld")))
void t_cld (struct big *d, const struct big *s) { *d = *s; }

__attribute__((target("inline-all-stringops")))
void t_inline_all (char *d, const char *s, unsigned long n) { memcpy (d, s, n); }

__attribute__((target("tune=k8")))
void t_tune_k8 (char *d, const char *s) { memcpy (d, s, 777); }

__attribute__((target("arch=k8")))
void t_k8 (char *d, const char *s, unsigned long n) { memset (d, 0, n); memcpy (d, s, 77); }

__attribute__((optimize("O3")))
void o3_copy (struct big *d, const struct big *s, int n) { for (int i = 0; i < n; i++) d[i] = s[i]; }

__attribute__((optimize("Os")))
void os_copy (struct big *d, const struct big *s) { *d = *s; }

#pragma GCC push_options
#pragma GCC target("avx2")
void p_avx2 (struct big *d, const struct big *s) { *d = *s; }
unsigned long p_len (const char *s) { return strlen (s); }
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("no-cld")
void p_nocld (char *d, unsigned long n) { memset (d, 1, n); }
#pragma GCC pop_options

void plain (struct big *d, const struct big *s) { *d = *s; }

/* Inlining across target nodes is decided by comparing target flags; it
   must come out the same both ways.  */
static inline void inl (char *d, const char *s) { memcpy (d, s, 1234); }
__attribute__((target("sse4.2"))) void caller_sse (char *d, const char *s) { inl (d, s); }
void caller_plain (char *d, const char *s) { inl (d, s); }

__attribute__((target_clones("default", "avx2")))
void clones (char *d, const char *s, unsigned long n) { memmove (d, s, n); }
