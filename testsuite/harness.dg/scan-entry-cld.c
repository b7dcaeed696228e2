/* SPDX-License-Identifier: GPL-3.0-or-later */
/* scan-function-entry-cld accepts exactly the entry shapes of the plugin:
   the cld first, or right after the frame setup push/mov, after the
   preamble.  The functions are top-level asm (only compiled to .s, never
   assembled), so the shapes do not depend on the compiler.  */
/* { dg-do compile } */

#define FN(name, body) \
  __asm__ ("\t.type\t" #name ", @function\n" #name ":\n" body \
	   "\tret\n\t.size\t" #name ", .-" #name "\n");

FN (first, "\tcld\n")
FN (endbr_first, "\tendbr64\n\tcld\n")
FN (frame64, "\tpushq\t%rbp\n\tmovq\t%rsp, %rbp\n\tcld\n")
FN (frame32, "\tpushl\t%ebp\n\tmovl\t%esp, %ebp\n\tcld\n")
FN (framex32, "\tpushq\t%rbp\n\tmovl\t%esp, %ebp\n\tcld\n")
FN (endbr_frame, "\tendbr64\n\tpushq\t%rbp\n\tmovq\t%rsp, %rbp\n\tcld\n")
FN (nops, "\tendbr64\n\tnop\n\tnop\n\tcld\n")
FN (nops_frame, "\tnop\n\tpushq\t%rbp\n\tmovq\t%rsp, %rbp\n\tcld\n")

/* Not entry clds: each must FAIL, so XFAIL here, never XPASS.  */
FN (none, "\tnop\n")
FN (later, "\tmovl\t$1, %eax\n\tcld\n")
FN (after_sub, "\tpushq\t%rbp\n\tmovq\t%rsp, %rbp\n\tsubq\t$16, %rsp\n\tcld\n")
FN (after_push_rbx, "\tpushq\t%rbx\n\tcld\n")
FN (after_push_only, "\tpushq\t%rbp\n\tcld\n")
FN (mixed_abi, "\tpushl\t%ebp\n\tmovq\t%rsp, %rbp\n\tcld\n")
FN (label_between, "\tpushq\t%rbp\n\tmovq\t%rsp, %rbp\n.L9:\n\tcld\n")
FN (two_endbr, "\tendbr64\n\tendbr64\n\tcld\n")

/* { dg-final { scan-function-entry-cld first } } */
/* { dg-final { scan-function-entry-cld endbr_first } } */
/* { dg-final { scan-function-entry-cld frame64 } } */
/* { dg-final { scan-function-entry-cld frame32 } } */
/* { dg-final { scan-function-entry-cld framex32 } } */
/* { dg-final { scan-function-entry-cld endbr_frame } } */
/* { dg-final { scan-function-entry-cld nops {endbr64 nop nop} } } */
/* { dg-final { scan-function-entry-cld nops_frame {nop} } } */

/* { dg-final { scan-function-entry-cld none {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld later {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld after_sub {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld after_push_rbx {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld after_push_only {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld mixed_abi {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld label_between {} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld two_endbr {} { xfail *-*-* } } } */
/* A preamble that is given must be there.  */
/* { dg-final { scan-function-entry-cld first {endbr64} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld nops {endbr64 nop} { xfail *-*-* } } } */
/* { dg-final { scan-function-entry-cld missing {} { xfail *-*-* } } } */
/* The -no- form: the reverse, on the same functions.  */
/* { dg-final { scan-function-no-entry-cld later } } */
/* { dg-final { scan-function-no-entry-cld after_sub } } */
/* { dg-final { scan-function-no-entry-cld label_between } } */
/* { dg-final { scan-function-no-entry-cld frame64 {} { xfail *-*-* } } } */
/* { dg-final { scan-function-no-entry-cld nops {endbr64 nop nop} { xfail *-*-* } } } */
/* { dg-final { scan-function-no-entry-cld missing {} { xfail *-*-* } } } */
