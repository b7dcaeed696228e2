/* SPDX-License-Identifier: GPL-3.0-or-later */
/* cld -- the one place that knows which GCC it is built against.
 *
 * Every plugin source includes this header first and nothing from GCC
 * directly, so the include order (which matters: memmodel.h before
 * emit-rtl.h, stringpool.h before attribs.h, insn-config.h before recog.h)
 * and every GCCPLUGIN_VERSION guard live here.  Porting to a new GCC should
 * mean touching this file only.
 *
 * Supported and tested: GCC 11 to 16.
 */
#ifndef CLD_COMPAT_H
#define CLD_COMPAT_H

#include "gcc-plugin.h"

/* plugin-version.h defines static strings that only cld.c uses.  */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
#include "plugin-version.h"
#pragma GCC diagnostic pop

#if GCCPLUGIN_VERSION < 11000
#error "cld supports GCC 11 and later"
#endif

#include "tree.h"
#include "tree-pass.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "memmodel.h"
#include "rtl.h"
#include "emit-rtl.h"
#include "insn-config.h"
#include "recog.h"
#include "insn-codes.h"
#include "insn-flags.h"
#include "insn-attr.h"
#include "stringpool.h"
#include "attribs.h"
#include "cgraph.h"
#include "diagnostic.h"
#include "intl.h"
#include "options.h"
#include "langhooks.h"
#include "target.h"
#include "tree-ssa-alias.h"
#include "internal-fn.h"
#include "gimple-expr.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "attr-fnspec.h"
#include "tree-iterator.h"
#include "gimplify.h"
#include "tree-cfg.h"
#include "gimple-ssa.h"
#include "output.h"

/* gen_cld exists only in an x86 back end: a plugin built against another
   target's headers would be meaningless.  */
#ifndef HAVE_cld
#error "cld: these GCC plugin headers are not for an x86 target"
#endif

/* Insns the x86 back end requires to be the very first of a function, in
   the order it emits them (config/i386/i386-features.cc,
   rest_of_insert_endbr_and_patchable_area): endbr64/endbr32 for CET, then
   the -fpatchable-function-entry nops.  Both exist since GCC 11.  */
static inline bool
cld_compat_insn_stays_first (int icode)
{
	return icode == CODE_FOR_nop_endbr || icode == CODE_FOR_patchable_area;
}

/* The top-level asm after NODE in the symbol table's list (symtab->
   asmnodes, which holds only asm nodes).  GCC 16 made asm_node a
   toplevel_node, whose next is a toplevel_node *.  */
static inline asm_node *
cld_compat_asm_next (asm_node *node)
{
#if GCCPLUGIN_VERSION >= 16000
	return as_a <asm_node *> (node->next);
#else
	return node->next;
#endif
}

#endif /* CLD_COMPAT_H */
