/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfprobe -- does this environment enter x86 signal handlers as Linux does?
 *
 * Why: the x86 SysV ABIs promise DF=0 at every function entry, and GCC
 * emits `rep movs'/`rep stos' without a `cld' on that promise.  Linux
 * keeps it for signal handlers (arch/x86/kernel/signal.c, handle_signal:
 * `regs->flags &= ~(X86_EFLAGS_DF|X86_EFLAGS_RF|X86_EFLAGS_TF)', then
 * fpu__clear_user_states, which gives the handler the initial FPU state:
 * x87 control word 0x37f, MXCSR 0x1f80).  AC is not in that mask: a
 * handler keeps the AC of the code it interrupted.  sigreturn puts the
 * interrupted flags back (restore_sigcontext takes AC, DF, TF, RF and
 * the arithmetic flags from the frame: FIX_EFLAGS in
 * arch/x86/include/asm/sighandling.h) and the interrupted FPU state.
 * Whatever else builds signal frames -- qemu-user, valgrind, User-Mode
 * Linux, Blink, Box86, DynamoRIO, OSv -- has to do the same, and most
 * do not clear DF.  This program checks, from inside the environment.
 *
 * How: for each signal source (a SIGALRM timer, and SIGSEGV, SIGTRAP by
 * int3, SIGILL by ud2, SIGFPE by a division by zero, SIGTRAP by TF
 * single-stepping), each handler style (sa_handler, SA_SIGINFO) and each
 * stack (the normal one, SA_ONSTACK on a sigaltstack), one asm block sets
 * DF=1, AC=1, a non-default x87 control word and MXCSR, reads them back,
 * lets the signal come, and reads them again once the handler returned.
 * The handler is an asm stub whose first instruction is pushf (compiled C
 * could clear DF or run string instructions before a C handler read it);
 * it saves the flags, the x87 control word and MXCSR as found, clears DF
 * and AC, sets other control words (so that sigreturn has something to
 * restore) and calls the C part.  Each case runs in a child process (a
 * case that crashes or hangs does not take the others with it), or in
 * this process where fork does not exist (a unikernel).
 *
 * What cannot be checked: RF, because pushf stores it as 0 whatever its
 * value; TF at entry is checked for every source, and the single-step
 * case checks it where the interrupted code had TF=1, as the one case in
 * which Linux's clearing of TF matters.
 */

#define _GNU_SOURCE
#include <errno.h>
#include <poll.h>
#include <setjmp.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <ucontext.h>
#include <unistd.h>

#ifndef CLD_VERSION
#define CLD_VERSION "unknown"
#endif

#if !defined __x86_64__ && !defined __i386__
#error "dfprobe probes x86 signal delivery: build it for x86-64, x32 or i386"
#endif

#define DFP_TF		0x100u
#define DFP_DF		0x400u
#define DFP_AC		0x40000u
#define DFP_CW_LINUX	0x037f	/* What fpu__clear_user_states gives.  */
#define DFP_CW_CTRL	0x0f3f	/* Rounding, precision, exception masks.  */
#define DFP_CW_TEST	0x0f7f	/* Round toward zero.  */
#define DFP_MX_LINUX	0x1f80
#define DFP_MX_CTRL	0xffc0	/* FTZ, rounding, masks, DAZ.  */
#define DFP_MX_TEST	0xff80	/* Round toward zero, FTZ (DAZ if it can).  */
#define DFP_MX_DAZ	0x0040
#define DFP_ASYNC_HITS	5	/* Timer entries inside the window.  */
#define DFP_MAX_ENTRIES 16
#define DFP_TIMEOUT_MS	30000
#define DFP_ALTSTACK	65536
#define DFP_EXIT_SETUP	2

#if defined __x86_64__ && defined __ILP32__
#define DFP_ABI "x32"
#elif defined __x86_64__
#define DFP_ABI "x86-64"
#else
#define DFP_ABI "i386"
#endif

/* Flags, x87 control word and MXCSR as one place saw them.  The asm
   below knows this layout: flags at 0, cw at 8, mxcsr at 12.  */
struct dfp_regs {
	uint64_t flags;
	uint16_t cw;
	uint16_t pad;
	uint32_t mxcsr;
};

enum dfp_source {
	DFP_ASYNC, DFP_SEGV, DFP_TRAP, DFP_ILL, DFP_FPE, DFP_STEP, DFP_NSOURCES
};

static const struct {
	const char *name;
	const char *word;	/* For --source.  */
	int sig;
} dfp_sources[DFP_NSOURCES] = {
	{ "async SIGALRM", "alrm", SIGALRM },
	{ "sync SIGSEGV", "segv", SIGSEGV },
	{ "sync SIGTRAP int3", "int3", SIGTRAP },
	{ "sync SIGILL ud2", "ud2", SIGILL },
	{ "sync SIGFPE div", "div", SIGFPE },
	{ "sync SIGTRAP TF", "tf", SIGTRAP },
};

/* One case: what the asm reads and writes first, then the results.  The
   child hands the whole of it to the parent through a pipe.  */
struct dfp_case {
	int armed;	   /* Inside the window: entries count.  */
	int hit;	   /* The timer entries wanted have come.  */
	uint64_t page;	   /* A PROT_NONE page (SIGSEGV).  */
	uint32_t divisor;  /* 0 until the SIGFPE handler sets it.  */
	uint32_t sink;	   /* What the SIGSEGV and SIGFPE windows got.  */
	uint16_t test_cw, orig_cw;
	uint32_t test_mx, orig_mx;
	struct dfp_regs before, after;

	enum dfp_source source;
	int siginfo, onstack;
	int count;	   /* Handler entries inside the window.  */
	int offstack;	   /* Of them, not on the alternate stack.  */
	int returned;	   /* The window ran to its end.  */
	int setup_errno;   /* Nonzero: a system call failed (setup_what).  */
	char setup_what[32];
	struct dfp_regs entry[DFP_MAX_ENTRIES];
};

/* The checks, in output order; --only names them.  */
enum dfp_check {
	DFP_C_SIGNAL, DFP_C_DF, DFP_C_TF, DFP_C_AC, DFP_C_CW, DFP_C_MX,
	DFP_C_RETURN, DFP_NCHECKS
};

static const char *const dfp_check_names[DFP_NCHECKS] = {
	"signal", "DF at entry", "TF at entry", "AC at entry",
	"x87 CW at entry", "MXCSR at entry", "after return"
};

static const char *dfp_source_words[DFP_NSOURCES];

static const char *const dfp_only_words[DFP_NCHECKS] = {
	"signal", "df", "tf", "ac", "cw", "mxcsr", "return"
};

static struct {
	int quiet, verbose;
	unsigned int only;    /* Bit per enum dfp_check.  */
	unsigned int sources; /* Bit per enum dfp_source.  */
} dfp_opt;

static struct dfp_case dfp_cur;	/* The case running in this process.  */
static sigjmp_buf dfp_jmp;
static unsigned char dfp_altstack[DFP_ALTSTACK]
	__attribute__ ((aligned (64)));
static long dfp_pagesize;
static uint16_t dfp_test_cw;
static uint32_t dfp_test_mx;
static const char *dfp_prog = "dfprobe";

static unsigned int dfp_total[DFP_NCHECKS], dfp_bad[DFP_NCHECKS];
static unsigned int dfp_na[DFP_NCHECKS];
static int dfp_setup_error;	/* A case could not be set up: exit 2.  */

/* The handler stub.  Its first instruction is pushf: whatever runs
   before it might change DF.  It stores a struct dfp_regs of the state at
   entry on its stack, clears DF and AC (AC=1 would make the C part's
   unaligned accesses fault), sets the x87 control word and MXCSR to
   round-down values (neither Linux's nor the interrupted code's, so that
   a sigreturn that forgets them shows), and calls
   dfp_handler (SIG, INFO, UC, ENTRY) on a 16-byte aligned stack.  Its
   second name, dfp_stub_plain, has sa_handler's type.  */
void dfp_stub (int sig, siginfo_t *info, void *uc)
	__attribute__ ((visibility ("hidden")));
void dfp_stub_plain (int sig) __attribute__ ((visibility ("hidden")));

#ifdef __x86_64__
__asm__ (
	"	.text\n"
	"	.p2align 4\n"
	"	.globl	dfp_stub\n"
	"	.hidden	dfp_stub\n"
	"	.globl	dfp_stub_plain\n"
	"	.hidden	dfp_stub_plain\n"
	"	.type	dfp_stub, @function\n"
	"dfp_stub:\n"
	"dfp_stub_plain:\n"
	"	pushfq\n"
	"	pushq	%rbp\n"
	"	movq	%rsp, %rbp\n"
	"	andq	$-16, %rsp\n"
	"	subq	$32, %rsp\n"
	"	fnstcw	8(%rsp)\n"
	"	stmxcsr	12(%rsp)\n"
	"	movq	8(%rbp), %rax\n"
	"	movq	%rax, (%rsp)\n"
	"	andq	$~0x40400, %rax\n"
	"	pushq	%rax\n"
	"	popfq\n"
	"	movl	$0x3f80, 16(%rsp)\n"
	"	ldmxcsr	16(%rsp)\n"
	"	movw	$0x077f, 16(%rsp)\n"
	"	fldcw	16(%rsp)\n"
	"	movq	%rsp, %rcx\n"
	"	call	dfp_handler\n"
	"	leave\n"
	"	addq	$8, %rsp\n"
	"	ret\n"
	"	.size	dfp_stub, .-dfp_stub\n");
#else
__asm__ (
	"	.text\n"
	"	.p2align 4\n"
	"	.globl	dfp_stub\n"
	"	.hidden	dfp_stub\n"
	"	.globl	dfp_stub_plain\n"
	"	.hidden	dfp_stub_plain\n"
	"	.type	dfp_stub, @function\n"
	"dfp_stub:\n"
	"dfp_stub_plain:\n"
	"	pushfl\n"
	"	pushl	%ebp\n"
	"	movl	%esp, %ebp\n"
	"	andl	$-16, %esp\n"
	"	subl	$48, %esp\n"
	"	fnstcw	24(%esp)\n"
	"	stmxcsr	28(%esp)\n"
	"	movl	4(%ebp), %eax\n"
	"	movl	%eax, 16(%esp)\n"
	"	movl	$0, 20(%esp)\n"
	"	andl	$~0x40400, %eax\n"
	"	pushl	%eax\n"
	"	popfl\n"
	"	movl	$0x3f80, 32(%esp)\n"
	"	ldmxcsr	32(%esp)\n"
	"	movw	$0x077f, 32(%esp)\n"
	"	fldcw	32(%esp)\n"
	"	movl	12(%ebp), %eax\n"
	"	movl	%eax, (%esp)\n"
	"	movl	16(%ebp), %eax\n"
	"	movl	%eax, 4(%esp)\n"
	"	movl	20(%ebp), %eax\n"
	"	movl	%eax, 8(%esp)\n"
	"	leal	16(%esp), %eax\n"
	"	movl	%eax, 12(%esp)\n"
	"	call	dfp_handler\n"
	"	leave\n"
	"	addl	$4, %esp\n"
	"	ret\n"
	"	.size	dfp_stub, .-dfp_stub\n");
#endif

/* The window: the state under test is set (and read back into BEFORE)
   at its start and read into AFTER and undone at its end, all in one asm
   statement, so that no compiled code runs with DF=1 or AC=1.  TRIGGER
   raises the signal in between.  The x86-64 variant steps over the red
   zone, which the compiler may use and the pushes would overwrite.  */
#ifdef __x86_64__
#define DFP_SP		"%%rsp"
#define DFP_AX		"%%rax"
#define DFP_MOV		"movq"
#define DFP_PUSHF	"pushfq\n\t"
#define DFP_POPF	"popfq\n\t"
#define DFP_ZONE_IN	"leaq -128(%%rsp), %%rsp\n\t"
#define DFP_ZONE_OUT	"leaq 128(%%rsp), %%rsp\n\t"
#else
#define DFP_SP		"%%esp"
#define DFP_AX		"%%eax"
#define DFP_MOV		"movl"
#define DFP_PUSHF	"pushfl\n\t"
#define DFP_POPF	"popfl\n\t"
#define DFP_ZONE_IN	""
#define DFP_ZONE_OUT	""
#endif

#define DFP_OFF(field) offsetof (struct dfp_case, field)

#define DFP_READ(where)							\
	DFP_PUSHF							\
	"pop " DFP_AX "\n\t"						\
	DFP_MOV " " DFP_AX ", %c[" where "fl](%[c])\n\t"		\
	"fnstcw %c[" where "cw](%[c])\n\t"				\
	"stmxcsr %c[" where "mx](%[c])\n\t"

#define DFP_WINDOW(trigger)						\
	__asm__ volatile (DFP_ZONE_IN					\
			  "fnstcw %c[ocw](%[c])\n\t"			\
			  "stmxcsr %c[omx](%[c])\n\t"			\
			  "fldcw %c[tcw](%[c])\n\t"			\
			  "ldmxcsr %c[tmx](%[c])\n\t"			\
			  DFP_PUSHF					\
			  "orl $0x40000, (" DFP_SP ")\n\t"		\
			  DFP_POPF					\
			  "std\n\t"					\
			  DFP_READ ("b")				\
			  "movl $1, %c[armed](%[c])\n\t"		\
			  trigger					\
			  "movl $0, %c[armed](%[c])\n\t"		\
			  DFP_READ ("a")				\
			  "cld\n\t"					\
			  DFP_PUSHF					\
			  "andl $~0x40000, (" DFP_SP ")\n\t"		\
			  DFP_POPF					\
			  "fldcw %c[ocw](%[c])\n\t"			\
			  "ldmxcsr %c[omx](%[c])\n\t"			\
			  DFP_ZONE_OUT					\
			  : "+m" (dfp_cur)				\
			  : [c] "r" (&dfp_cur),				\
			    [armed] "i" (DFP_OFF (armed)),		\
			    [hit] "i" (DFP_OFF (hit)),			\
			    [page] "i" (DFP_OFF (page)),		\
			    [div] "i" (DFP_OFF (divisor)),		\
			    [sink] "i" (DFP_OFF (sink)),		\
			    [ocw] "i" (DFP_OFF (orig_cw)),		\
			    [omx] "i" (DFP_OFF (orig_mx)),		\
			    [tcw] "i" (DFP_OFF (test_cw)),		\
			    [tmx] "i" (DFP_OFF (test_mx)),		\
			    [bfl] "i" (DFP_OFF (before.flags)),		\
			    [bcw] "i" (DFP_OFF (before.cw)),		\
			    [bmx] "i" (DFP_OFF (before.mxcsr)),		\
			    [afl] "i" (DFP_OFF (after.flags)),		\
			    [acw] "i" (DFP_OFF (after.cw)),		\
			    [amx] "i" (DFP_OFF (after.mxcsr))		\
			  : "cc", "memory", "ax", "dx")

/* Spin until the handler has seen DFP_ASYNC_HITS timer signals.  */
static void
dfp_window_async (void)
{
	DFP_WINDOW ("1:\n\t"
		    "cmpl $0, %c[hit](%[c])\n\t"
		    "je 1b\n\t");
}

/* Load from the PROT_NONE page; the handler makes it readable.  The
   value is stored: valgrind drops a load whose result is never used, and
   with it the fault.  */
static void
dfp_window_segv (void)
{
	DFP_WINDOW (DFP_MOV " %c[page](%[c]), " DFP_AX "\n\t"
		    "movl (" DFP_AX "), %%eax\n\t"
		    "movl %%eax, %c[sink](%[c])\n\t");
}

/* int3 traps: the signal frame's IP is already past it.  */
static void
dfp_window_trap (void)
{
	DFP_WINDOW ("int3\n\t");
}

/* ud2: an SA_SIGINFO handler moves the IP past it; an sa_handler one
   cannot, and leaves with siglongjmp.  */
static void
dfp_window_ill (void)
{
	DFP_WINDOW ("ud2\n\t");
}

/* 1 / divisor, with divisor 0 until the handler sets it to 1.  */
static void
dfp_window_fpe (void)
{
	DFP_WINDOW ("xorl %%edx, %%edx\n\t"
		    "movl $1, %%eax\n\t"
		    "divl %c[div](%[c])\n\t"
		    "movl %%eax, %c[sink](%[c])\n\t");
}

/* TF=1 for three instructions: a SIGTRAP after each of them.  The code
   clears TF itself, so an sa_handler handler (which cannot edit the
   context) ends the stepping too.  */
static void
dfp_window_step (void)
{
	DFP_WINDOW (DFP_PUSHF
		    "orl $0x100, (" DFP_SP ")\n\t"
		    DFP_POPF
		    "nop\n\t"
		    DFP_PUSHF
		    "andl $~0x100, (" DFP_SP ")\n\t"
		    DFP_POPF);
}

/* The C part of the handler, called by dfp_stub with DF=0 and AC=0.
   Records ENTRY if the signal came inside the window, then makes the
   interrupted code able to go on: the page readable, the divisor 1, the
   IP past ud2 (through UC, for SA_SIGINFO).  */
static void __attribute__ ((used))
dfp_handler (int sig, siginfo_t *info, void *uc, struct dfp_regs *entry)
{
	struct dfp_case *c = &dfp_cur;
	unsigned char *here = (unsigned char *) &c;

	(void) info;
	if (!c->armed) {
		/* A timer tick outside the window is no sample; any other
		   signal there is a real fault of ours: let it kill.  */
		if (sig != SIGALRM)
			signal (sig, SIG_DFL);
		return;
	}
	if (c->count < DFP_MAX_ENTRIES)
		c->entry[c->count] = *entry;
	c->count++;
	/* More entries than any window makes under Linux: a storm (a
	   fault that the handler's fix does not fix).  Stop it.  */
	if (c->count > DFP_MAX_ENTRIES)
		siglongjmp (dfp_jmp, 1);
	if (c->onstack && (here < dfp_altstack
			   || here >= dfp_altstack + sizeof dfp_altstack))
		c->offstack++;
	switch (c->source) {
	case DFP_ASYNC:
		if (c->count >= DFP_ASYNC_HITS)
			c->hit = 1;
		break;
	case DFP_SEGV:
		mprotect ((void *) (uintptr_t) c->page, dfp_pagesize,
			  PROT_READ | PROT_WRITE);
		break;
	case DFP_FPE:
		c->divisor = 1;
		break;
	case DFP_ILL:
		if (!c->siginfo)
			siglongjmp (dfp_jmp, 1);
#ifdef __x86_64__
		((ucontext_t *) uc)->uc_mcontext.gregs[REG_RIP] += 2;
#else
		((ucontext_t *) uc)->uc_mcontext.gregs[REG_EIP] += 2;
#endif
		break;
	default:
		break;
	}
}

/* Record that WHAT failed with errno, for the parent to report.  */
static void
dfp_setup_failed (struct dfp_case *c, const char *what)
{
	c->setup_errno = errno ? errno : EINVAL;
	snprintf (c->setup_what, sizeof c->setup_what, "%s", what);
}

/* The control values under test: round toward zero in both, FTZ, and
   DAZ where MXCSR_MASK (from fxsave) says the CPU has it.  */
static void
dfp_test_values (void)
{
	static unsigned char area[512] __attribute__ ((aligned (16)));
	uint32_t mask;

	__asm__ volatile ("fxsave %0" : "=m" (area));
	memcpy (&mask, area + 28, sizeof mask);
	if (mask == 0)
		mask = 0xffbf;	/* The default: no DAZ.  */
	dfp_test_cw = DFP_CW_TEST;
	dfp_test_mx = DFP_MX_TEST | (mask & DFP_MX_DAZ);
}

/* Install the handler for case C's signal, with the alternate stack if
   it asks for it.  0 on success.  */
static int
dfp_install (struct dfp_case *c, int sig)
{
	struct sigaction sa;
	stack_t ss;

	if (c->onstack) {
		memset (&ss, 0, sizeof ss);
		ss.ss_sp = dfp_altstack;
		ss.ss_size = sizeof dfp_altstack;
		if (sigaltstack (&ss, NULL) != 0) {
			dfp_setup_failed (c, "sigaltstack");
			return -1;
		}
	}
	memset (&sa, 0, sizeof sa);
	sigemptyset (&sa.sa_mask);
	if (c->siginfo) {
		sa.sa_sigaction = dfp_stub;
		sa.sa_flags = SA_SIGINFO;
	} else {
		sa.sa_handler = dfp_stub_plain;
	}
	if (c->onstack)
		sa.sa_flags |= SA_ONSTACK;
	if (sigaction (sig, &sa, NULL) != 0) {
		dfp_setup_failed (c, "sigaction");
		return -1;
	}
	return 0;
}

/* Run the window of source S (the handler is installed).  */
static void
dfp_window (enum dfp_source s)
{
	switch (s) {
	case DFP_ASYNC:
		dfp_window_async ();
		break;
	case DFP_SEGV:
		dfp_window_segv ();
		break;
	case DFP_TRAP:
		dfp_window_trap ();
		break;
	case DFP_ILL:
		dfp_window_ill ();
		break;
	case DFP_FPE:
		dfp_window_fpe ();
		break;
	default:
		dfp_window_step ();
		break;
	}
}

/* Run the window of the current case with its handler installed, the
   timer ticking (SIGALRM) or the page mapped (SIGSEGV); the results are
   in dfp_cur.  A handler that leaves by siglongjmp (ud2 without
   SA_SIGINFO, or a signal storm) lands here with the window's end not
   run: its undoing is done here.  */
static void
dfp_run (void)
{
	struct dfp_case *c = &dfp_cur;
	struct itimerval tick = { { 0, 1000 }, { 0, 1000 } };
	struct itimerval off = { { 0, 0 }, { 0, 0 } };
	int sig = dfp_sources[c->source].sig;
	void *page;

	c->test_cw = dfp_test_cw;
	c->test_mx = dfp_test_mx;
	if (dfp_install (c, sig) != 0)
		return;
	if (c->source == DFP_SEGV) {
		page = mmap (NULL, dfp_pagesize, PROT_NONE,
			     MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (page == MAP_FAILED) {
			dfp_setup_failed (c, "mmap");
			return;
		}
		c->page = (uintptr_t) page;
	}
	if (c->source == DFP_ASYNC
	    && setitimer (ITIMER_REAL, &tick, NULL) != 0) {
		dfp_setup_failed (c, "setitimer");
		return;
	}
	if (sigsetjmp (dfp_jmp, 1) == 0) {
		dfp_window (c->source);
		c->returned = 1;
	} else {
		c->armed = 0;
		__asm__ volatile ("cld\n\t"
				  "fldcw %0\n\t"
				  "ldmxcsr %1"
				  : : "m" (c->orig_cw), "m" (c->orig_mx));
	}
	if (c->source == DFP_ASYNC)
		setitimer (ITIMER_REAL, &off, NULL);
	/* A tick may still be pending (valgrind queues them).  */
	signal (sig, c->source == DFP_ASYNC ? SIG_IGN : SIG_DFL);
	if (c->page)
		munmap ((void *) (uintptr_t) c->page, dfp_pagesize);
}

/* Run case C in a child (or here if NOFORK); fill C with its results.
   Returns "" or why the case has no results (crashed, timed out).  */
static const char *
dfp_run_case (struct dfp_case *c, int nofork, char *why, size_t whysize)
{
	int fd[2], status, n;
	struct pollfd p;
	pid_t pid;
	ssize_t got;
	size_t have = 0;

	*why = 0;
	if (nofork) {
		memcpy (&dfp_cur, c, sizeof *c);
		dfp_run ();
		*c = dfp_cur;
		return why;
	}
	if (pipe (fd) != 0) {
		snprintf (why, whysize, "pipe: %s", strerror (errno));
		return why;
	}
	fflush (NULL);
	pid = fork ();
	if (pid < 0) {
		snprintf (why, whysize, "fork: %s", strerror (errno));
		close (fd[0]);
		close (fd[1]);
		return why;
	}
	if (pid == 0) {
		close (fd[0]);
		memcpy (&dfp_cur, c, sizeof *c);
		dfp_run ();
		got = write (fd[1], &dfp_cur, sizeof dfp_cur);
		_exit (got == (ssize_t) sizeof dfp_cur ? 0 : 1);
	}
	close (fd[1]);
	p.fd = fd[0];
	p.events = POLLIN;
	while (have < sizeof *c) {
		n = poll (&p, 1, DFP_TIMEOUT_MS);
		if (n < 0 && errno == EINTR)
			continue;
		if (n == 0) {
			kill (pid, SIGKILL);
			snprintf (why, whysize, "no result after %d s: killed",
				  DFP_TIMEOUT_MS / 1000);
			break;
		}
		got = read (fd[0], (char *) c + have, sizeof *c - have);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			break;
		have += got;
	}
	close (fd[0]);
	while (waitpid (pid, &status, 0) < 0 && errno == EINTR)
		;
	if (*why)
		return why;
	if (WIFSIGNALED (status))
		snprintf (why, whysize, "the process died of signal %d (%s)",
			  WTERMSIG (status), strsignal (WTERMSIG (status)));
	else if (have != sizeof *c)
		snprintf (why, whysize, "the process exited %d without a "
			  "result", WEXITSTATUS (status));
	return why;
}

/* Print one check's line for case NAME and count it.  STATE is "ok",
   "MISMATCH" or "n/a".  */
static void
dfp_report (const char *name, enum dfp_check k, const char *got,
	    const char *want, const char *state)
{
	int bad = strcmp (state, "MISMATCH") == 0;

	if (!(dfp_opt.only & (1u << k)))
		return;
	dfp_total[k]++;
	if (bad)
		dfp_bad[k]++;
	else if (strcmp (state, "n/a") == 0)
		dfp_na[k]++;
	if (dfp_opt.quiet && !bad)
		return;
	printf ("%s: %-38s %s: %s (Linux: %s) %s\n", dfp_prog, name,
		dfp_check_names[k], got, want, state);
}

/* The value of one entry under check K, for comparison and printing.  */
static unsigned int
dfp_entry_value (const struct dfp_regs *r, enum dfp_check k)
{
	switch (k) {
	case DFP_C_DF:
		return !!(r->flags & DFP_DF);
	case DFP_C_TF:
		return !!(r->flags & DFP_TF);
	case DFP_C_AC:
		return !!(r->flags & DFP_AC);
	case DFP_C_CW:
		return r->cw;
	default:
		return r->mxcsr;
	}
}

/* Whether entry value V is what Linux gives under check K (C: the case,
   for the interrupted AC).  */
static int
dfp_entry_ok (const struct dfp_case *c, enum dfp_check k, unsigned int v)
{
	switch (k) {
	case DFP_C_DF:
	case DFP_C_TF:
		return v == 0;
	case DFP_C_AC:
		return v == !!(c->before.flags & DFP_AC);
	case DFP_C_CW:
		return (v & DFP_CW_CTRL) == (DFP_CW_LINUX & DFP_CW_CTRL);
	default:
		return (v & DFP_MX_CTRL) == DFP_MX_LINUX;
	}
}

/* Report check K over the recorded entries of C: one value if they all
   agree, else how many of them differ from Linux.  */
static void
dfp_report_entries (const char *name, const struct dfp_case *c,
		    enum dfp_check k)
{
	int n = c->count < DFP_MAX_ENTRIES ? c->count : DFP_MAX_ENTRIES;
	const char *fmt = k == DFP_C_CW ? "0x%03x" : k == DFP_C_MX
			  ? "0x%04x" : "%u";
	char got[64], want[32];
	unsigned int v0;
	int i, bad = 0, mixed = 0;

	if (k == DFP_C_AC)
		snprintf (want, sizeof want, "%u, as interrupted",
			  !!(c->before.flags & DFP_AC));
	else
		snprintf (want, sizeof want, fmt, k == DFP_C_CW
			  ? DFP_CW_LINUX : k == DFP_C_MX ? DFP_MX_LINUX : 0);
	if (n == 0) {
		dfp_report (name, k, "-", want, "n/a");
		return;
	}
	v0 = dfp_entry_value (&c->entry[0], k);
	for (i = 0; i < n; i++) {
		unsigned int v = dfp_entry_value (&c->entry[i], k);

		bad += !dfp_entry_ok (c, k, v);
		mixed |= v != v0;
	}
	snprintf (got, sizeof got, fmt, v0);
	if (mixed)
		snprintf (got, sizeof got, "%d of %d entries differ", bad, n);
	dfp_report (name, k, got, want, bad ? "MISMATCH" : "ok");
}

/* Print R as "DF 1 AC 1 CW 0xf7f MXCSR 0xffc0" into BUF.  */
static void
dfp_format_state (char *buf, size_t size, const struct dfp_regs *r)
{
	snprintf (buf, size, "DF %d AC %d CW 0x%03x MXCSR 0x%04x",
		  !!(r->flags & DFP_DF), !!(r->flags & DFP_AC), r->cw,
		  r->mxcsr & DFP_MX_CTRL);
}

/* Whether the window set up what it should: DF and AC read back as 1
   and the control words as written (an emulator may not keep FTZ or
   DAZ; then the read-back value is what is compared).  */
static int
dfp_state_set (const struct dfp_case *c)
{
	return (c->before.flags & (DFP_DF | DFP_AC)) == (DFP_DF | DFP_AC)
	       && (c->before.cw & DFP_CW_CTRL) == (c->test_cw & DFP_CW_CTRL);
}

/* The "signal" line: were the handler entries those Linux makes?  */
static void
dfp_report_signal (const char *name, const struct dfp_case *c,
		   const char *why)
{
	char got[128], want[32];
	int want_n = c->source == DFP_ASYNC ? DFP_ASYNC_HITS : 1;
	int ok;

	snprintf (want, sizeof want, "%s%d handled",
		  c->source == DFP_ASYNC || c->source == DFP_STEP
		  ? ">= " : "", want_n);
	if (*why) {
		snprintf (got, sizeof got, "%s", why);
		ok = 0;
	} else if (c->setup_errno) {
		snprintf (got, sizeof got, "%s failed: %s", c->setup_what,
			  strerror (c->setup_errno));
		ok = 0;
	} else if (!dfp_state_set (c)) {
		snprintf (got, sizeof got, "the window could not set DF and "
			  "AC (read back 0x%llx)",
			  (unsigned long long) c->before.flags);
		ok = 0;
	} else {
		snprintf (got, sizeof got, "%d handled", c->count);
		if (c->offstack)
			snprintf (got, sizeof got, "%d handled, %d not on the "
				  "alternate stack", c->count, c->offstack);
		ok = (c->source == DFP_ASYNC || c->source == DFP_STEP
		      ? c->count >= want_n : c->count == want_n)
		     && !c->offstack;
	}
	dfp_report (name, DFP_C_SIGNAL, got, want, ok ? "ok" : "MISMATCH");
}

/* The "after return" line: the state the interrupted code read once the
   handler had returned, against what it had set.  */
static void
dfp_report_return (const char *name, const struct dfp_case *c)
{
	char got[64], want[64];
	int ok;

	dfp_format_state (want, sizeof want, &c->before);
	if (!c->returned || c->count == 0) {
		dfp_report (name, DFP_C_RETURN, "-", want, "n/a");
		return;
	}
	dfp_format_state (got, sizeof got, &c->after);
	ok = ((c->after.flags ^ c->before.flags) & (DFP_DF | DFP_AC)) == 0
	     && (c->after.cw & DFP_CW_CTRL) == (c->before.cw & DFP_CW_CTRL)
	     && ((c->after.mxcsr ^ c->before.mxcsr) & DFP_MX_CTRL) == 0;
	dfp_report (name, DFP_C_RETURN, got, want, ok ? "ok" : "MISMATCH");
}

/* With -v: the raw values of C.  */
static void
dfp_report_raw (const char *name, const struct dfp_case *c)
{
	int i, n = c->count < DFP_MAX_ENTRIES ? c->count : DFP_MAX_ENTRIES;

	printf ("%s: %-38s before: flags 0x%llx cw 0x%03x mxcsr 0x%04x\n",
		dfp_prog, name, (unsigned long long) c->before.flags,
		c->before.cw, c->before.mxcsr);
	for (i = 0; i < n; i++)
		printf ("%s: %-38s entry %d: flags 0x%llx cw 0x%03x "
			"mxcsr 0x%04x\n", dfp_prog, name, i + 1,
			(unsigned long long) c->entry[i].flags,
			c->entry[i].cw, c->entry[i].mxcsr);
	if (c->returned)
		printf ("%s: %-38s after: flags 0x%llx cw 0x%03x "
			"mxcsr 0x%04x\n", dfp_prog, name,
			(unsigned long long) c->after.flags, c->after.cw,
			c->after.mxcsr);
}

/* Run one case and report it.  NOFORK: run it in this process.  */
static void
dfp_case (enum dfp_source s, int siginfo, int onstack, int nofork)
{
	struct dfp_case c;
	char name[64], why[128];
	int k;

	memset (&c, 0, sizeof c);
	c.source = s;
	c.siginfo = siginfo;
	c.onstack = onstack;
	snprintf (name, sizeof name, "%s %s%s", dfp_sources[s].name,
		  siginfo ? "siginfo" : "sa_handler",
		  onstack ? " altstack" : "");
	dfp_run_case (&c, nofork, why, sizeof why);
	if (*why)
		c.count = 0;
	if (!*why && c.setup_errno) {
		fprintf (stderr, "%s: %s: %s failed: %s\n", dfp_prog, name,
			 c.setup_what, strerror (c.setup_errno));
		dfp_setup_error = 1;
	}
	if (dfp_opt.verbose && !*why)
		dfp_report_raw (name, &c);
	dfp_report_signal (name, &c, why);
	for (k = DFP_C_DF; k <= DFP_C_MX; k++)
		dfp_report_entries (name, &c, k);
	if (!*why && c.source == DFP_ILL && !c.siginfo && c.count) {
		dfp_report (name, DFP_C_RETURN, "-", "-", "n/a");
		return;
	}
	dfp_report_return (name, &c);
}

/* Parse the comma-separated LIST of OPTION's WORDS (N of them) into a
   bit mask; 0 (and a message) if a word is unknown or none is given.  */
static unsigned int
dfp_parse_list (const char *option, const char *list,
		const char *const *words, int n)
{
	char buf[128], *w, *save = NULL;
	unsigned int mask = 0;
	int k;

	snprintf (buf, sizeof buf, "%s", list);
	for (w = strtok_r (buf, ",", &save); w;
	     w = strtok_r (NULL, ",", &save)) {
		for (k = 0; k < n; k++)
			if (strcmp (w, words[k]) == 0)
				break;
		if (k == n) {
			fprintf (stderr, "%s: unknown word '%s' in --%s: "
				 "use", dfp_prog, w, option);
			for (k = 0; k < n; k++)
				fprintf (stderr, "%s %s", k ? "," : "",
					 words[k]);
			fputc ('\n', stderr);
			return 0;
		}
		mask |= 1u << k;
	}
	if (!mask)
		fprintf (stderr, "%s: --%s needs a list\n", dfp_prog, option);
	return mask;
}

static void
dfp_usage (FILE *f)
{
	fprintf (f, "Usage: %s [-q] [-v] [--only=CHECK,...] "
		 "[--source=SOURCE,...] [--no-fork]\n"
		 "Check that x86 signal handlers start as Linux starts "
		 "them (DF, TF clear;\nAC kept; x87 CW 0x37f, MXCSR 0x1f80)"
		 " and that sigreturn restores the\ninterrupted state.\n"
		 "  -q, --quiet    print only mismatches and the summary\n"
		 "  -v, --verbose  also the raw flags and control words\n"
		 "  --only=LIST    checks: signal, df, tf, ac, cw, mxcsr, "
		 "return\n"
		 "  --source=LIST  signals: alrm, segv, int3, ud2, div, tf\n"
		 "  --no-fork      run every case in this process\n"
		 "Exit status: 0 all as Linux, 1 a mismatch, 2 usage or "
		 "setup error.\n", dfp_prog);
}

/* Print the summary; return the exit status.  */
static int
dfp_summary (void)
{
	unsigned int total = 0, bad = 0, na = 0;
	int k;

	for (k = 0; k < DFP_NCHECKS; k++) {
		if (!(dfp_opt.only & (1u << k)))
			continue;
		printf ("%s: summary %-16s %u of %u cases differ from Linux"
			"%s\n", dfp_prog, dfp_check_names[k], dfp_bad[k],
			dfp_total[k], dfp_bad[k] ? "" : " (none)");
		total += dfp_total[k];
		bad += dfp_bad[k];
		na += dfp_na[k];
	}
	printf ("%s: %u checks: %u ok, %u differ from Linux, %u n/a\n",
		dfp_prog, total, total - bad - na, bad, na);
	if (dfp_setup_error)
		return DFP_EXIT_SETUP;
	return bad ? 1 : 0;
}

/* Flush and leave without running exit's handlers: the environments
   this probes may be the ones whose exit path breaks (Blink 1.1 crashes
   in static glibc 2.36's), and the report must come out whole.  */
static void __attribute__ ((noreturn))
dfp_exit (int status)
{
	fflush (NULL);
	_exit (status);
}

int
main (int argc, char **argv)
{
	int i, s, siginfo, onstack, nofork = 0;
	pid_t pid;

	dfp_opt.only = (1u << DFP_NCHECKS) - 1;
	dfp_opt.sources = (1u << DFP_NSOURCES) - 1;
	for (s = 0; s < DFP_NSOURCES; s++)
		dfp_source_words[s] = dfp_sources[s].word;
	for (i = 1; i < argc; i++) {
		if (!strcmp (argv[i], "-q") || !strcmp (argv[i], "--quiet")) {
			dfp_opt.quiet = 1;
		} else if (!strcmp (argv[i], "-v")
			   || !strcmp (argv[i], "--verbose")) {
			dfp_opt.verbose = 1;
		} else if (!strncmp (argv[i], "--only=", 7)) {
			dfp_opt.only = dfp_parse_list ("only", argv[i] + 7,
						       dfp_only_words,
						       DFP_NCHECKS);
			if (!dfp_opt.only)
				dfp_exit (DFP_EXIT_SETUP);
		} else if (!strncmp (argv[i], "--source=", 9)) {
			dfp_opt.sources = dfp_parse_list ("source",
							  argv[i] + 9,
							  dfp_source_words,
							  DFP_NSOURCES);
			if (!dfp_opt.sources)
				dfp_exit (DFP_EXIT_SETUP);
		} else if (!strcmp (argv[i], "--no-fork")) {
			nofork = 1;
		} else if (!strcmp (argv[i], "--help")) {
			dfp_usage (stdout);
			dfp_exit (0);
		} else if (!strcmp (argv[i], "--version")) {
			printf ("dfprobe (cld) %s\n", CLD_VERSION);
			dfp_exit (0);
		} else {
			fprintf (stderr, "%s: unknown option '%s'\n", dfp_prog,
				 argv[i]);
			dfp_usage (stderr);
			dfp_exit (DFP_EXIT_SETUP);
		}
	}
	dfp_pagesize = sysconf (_SC_PAGESIZE);
	if (dfp_pagesize <= 0)
		dfp_pagesize = 4096;
	/* Without fork (a unikernel), every case runs in this process.  */
	if (!nofork) {
		pid = fork ();
		if (pid == 0)
			_exit (0);
		if (pid < 0 && errno == ENOSYS) {
			nofork = 1;
		} else if (pid < 0) {
			fprintf (stderr, "%s: fork: %s; try --no-fork\n",
				 dfp_prog, strerror (errno));
			dfp_exit (DFP_EXIT_SETUP);
		} else {
			waitpid (pid, NULL, 0);
		}
	}
	dfp_test_values ();
	if (!dfp_opt.quiet)
		printf ("%s: %s; the interrupted code runs with DF 1, AC 1, "
			"x87 CW 0x%03x, MXCSR 0x%04x\n", dfp_prog, DFP_ABI,
			dfp_test_cw, dfp_test_mx);
	for (s = 0; s < DFP_NSOURCES; s++)
		for (onstack = 0; onstack < 2 && dfp_opt.sources & 1u << s;
		     onstack++)
			for (siginfo = 0; siginfo < 2; siginfo++)
				dfp_case (s, siginfo, onstack, nofork);
	dfp_exit (dfp_summary ());
}
