/* SPDX-License-Identifier: GPL-3.0-or-later */
/* Shared by the programs whose handler is defined in another file than
   the one that registers it: the state the handler copies (defined with
   the handler) and the handler's copy, a struct copy expanded inline as
   rep movs (run.exp's rep flag).  */
#ifndef CLD_RUN_ELSEWHERE_H
#define CLD_RUN_ELSEWHERE_H

struct ew_state { long w[200]; };
extern struct ew_state ew_live, ew_saved;

#define EW_HANDLER_BODY { ew_saved = ew_live; }

#endif
