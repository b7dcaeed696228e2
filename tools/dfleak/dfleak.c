/* SPDX-License-Identifier: GPL-3.0-or-later */
/* dfleak -- run a program as a pre-2.6.25 Linux kernel would: with the
 * x86 direction flag (EFLAGS.DF) leaked into its signal handlers.
 *
 * Why: the x86 SysV ABI promises DF=0 on function entry.  Linux before
 * 2.6.25 entered signal handlers with DF as the interrupted code left it,
 * so a handler that reached a `rep movs'/`rep stos' (glibc's memcpy,
 * memmove and memset above a few KiB on x86-64, compiler-inlined struct
 * copies, 32-bit sigaction ...) copied backwards over unrelated memory.
 * Current kernels clear DF; dfleak puts the old behaviour back, per
 * program, without a kernel, so cld and its users can test against it.
 *
 * How (ptrace, x86-64 tracer, 64-bit and 32-bit tracees):
 *   1. Every tracee is PTRACE_SEIZEd (children, threads and exec followed).
 *   2. At a signal-delivery-stop for a signal whose disposition is a
 *      handler (SigCgt in /proc/TID/status) the signal is delivered with
 *      PTRACE_SINGLESTEP.  The kernel builds the signal frame, clears DF,
 *      and -- because the thread is single-stepping -- reports a SIGTRAP
 *      stop right at the first instruction of the handler.
 *   3. At that stop dfleak checks that the thread really is at a handler
 *      entry (see dfl_frame_check) and sets DF: always (--leak=set), or
 *      to the DF saved in the signal frame, i.e. the interrupted code's
 *      DF (--leak=inherit).
 * Signals without a handler are passed through untouched.
 *
 * A drop-in wrapper: PROGRAM runs in dfleak's own process -- dfleak execs
 * it -- so a harness that started "dfleak PROGRAM" and waits for, signals
 * or reads the status of that pid deals with PROGRAM itself, and every
 * signal sent to it reaches PROGRAM.  The tracer is a grandchild (the
 * child in between exits at once, so PROGRAM has no child it did not
 * make) in a session of its own (terminal and process-group signals are
 * PROGRAM's); it seizes its grandparent before the exec and prints the
 * summary when PROGRAM exits.
 *
 * --inject=SIG@WHERE plants an int3 at WHERE; each time a thread reaches
 * it dfleak sets DF=1 (as if the program were inside a backward memmove
 * at that point) and delivers SIG there; when the handler returns to
 * WHERE, DF is cleared again and the original instruction is stepped.
 */

#define _GNU_SOURCE
#include <ctype.h>
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/ptrace.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <sys/user.h>
#include <sys/wait.h>
#include <unistd.h>

/* The project version, from plugin/cld.h via the Makefile.  */
#ifndef CLD_VERSION
#define CLD_VERSION "unknown"
#endif

#ifndef __x86_64__
#error "dfleak is an x86-64 tool (it traces 64-bit and 32-bit x86 programs)"
#endif

#define DFL_EFLAGS_DF	     0x400ULL
#define DFL_CS_32	     0x23 /* __USER32_CS: a 32-bit (ia32) tracee.  */
#define DFL_SYSCALL_INSN_LEN 2	  /* syscall, int $0x80, sysenter.  */
#define DFL_EXIT_FAILURE     125  /* dfleak's own failure, as env(1).  */

enum dfl_leak { DFL_LEAK_INHERIT, DFL_LEAK_SET };

/* Per-thread state of the ptrace state machine.  */
enum dfl_state {
	DFL_RUNNING,	 /* Nothing of ours in flight.  */
	DFL_STEP_SIGNAL, /* PTRACE_SINGLESTEP with a caught signal issued:
			    the next SIGTRAP stop should be handler entry.  */
	DFL_STEP_OVER	 /* Single-stepping the original instruction under
			    the --inject breakpoint; re-plant at next stop.  */
};

struct dfl_thread {
	pid_t tid;
	enum dfl_state state;
	int sig;		     /* Signal being delivered.  */
	struct user_regs_struct pre; /* Registers at the delivery-stop.  */
	int inject_active;	     /* Injected handler not yet back.  */
};

static struct {
	enum dfl_leak leak;
	int quiet;
	FILE *log;
	int inject_sig; /* 0: no --inject.  */
	const char *inject_where;
} dfl_opt;

static struct dfl_thread *dfl_threads;
static size_t dfl_nthreads, dfl_athreads;

/* The --inject breakpoint, once planted in the initial exec image.  */
static int dfl_bp_planted;
static uint64_t dfl_bp_addr;
static unsigned char dfl_bp_orig;
static dev_t dfl_bp_dev; /* The image it is planted in.  */
static ino_t dfl_bp_ino;

static pid_t dfl_main_pid;
static int dfl_seen_first_exec;

static unsigned long dfl_entries, dfl_entries_df, dfl_injected;

static int dfl_main_alive;
static int dfl_summary_done;

static const char *dfl_prog = "dfleak";

/* One line on stderr: "dfleak: KIND" and the message.  */
static void
dfl_vsay (const char *kind, const char *fmt, va_list ap)
{
	fprintf (stderr, "%s: %s", dfl_prog, kind);
	vfprintf (stderr, fmt, ap);
	fputc ('\n', stderr);
}

static void dfl_die (const char *fmt, ...)
	__attribute__ ((format (printf, 1, 2), noreturn));

static void
dfl_die (const char *fmt, ...)
{
	va_list ap;

	va_start (ap, fmt);
	dfl_vsay ("", fmt, ap);
	va_end (ap);
	exit (DFL_EXIT_FAILURE);
}

static void dfl_warn (const char *fmt, ...)
	__attribute__ ((format (printf, 1, 2)));

static void
dfl_warn (const char *fmt, ...)
{
	va_list ap;

	va_start (ap, fmt);
	dfl_vsay ("warning: ", fmt, ap);
	va_end (ap);
}

/* ------------------------------------------------------------------ */
/* Usage.  */

static void
dfl_usage (FILE *f)
{
	fprintf (f,
"Usage: dfleak [OPTION]... [--] PROGRAM [ARG]...\n"
"Run PROGRAM with the x86 direction flag (DF) leaked into its signal\n"
"handlers, as Linux kernels before 2.6.25 did.\n"
"\n"
"  --leak=inherit   a handler starts with the DF of the code the signal\n"
"                   interrupted (default; what old kernels did)\n"
"  --leak=set       every handler starts with DF=1 (worst case)\n"
"  --inject=SIG@WHERE\n"
"                   plant a breakpoint at WHERE; each time a thread gets\n"
"                   there, set DF=1 (as if it were inside a backward\n"
"                   memmove) and deliver SIG right there.  When the\n"
"                   handler returns to WHERE, DF is cleared again.  SIG is\n"
"                   a name (USR1, SIGUSR1) or number; WHERE is a function\n"
"                   symbol of PROGRAM itself (its .symtab/.dynsym, PIE load\n"
"                   bias applied) or an absolute address (0x...).  Planted\n"
"                   once, in the first image PROGRAM execs.  With\n"
"                   --leak=inherit this is how DF=1 reaches a handler in a\n"
"                   program that never sets DF itself.\n"
"  --log=FILE       one line per handler entry: pid, signal, handler\n"
"                   address, DF at entry, DF of the interrupted code\n"
"                   (FILE '-' is stderr)\n"
"  -q, --quiet      no summary line on stderr\n"
"  -h, --help       this text\n"
"  -V, --version    version\n"
"\n"
"All threads, fork/vfork/clone children and exec'd images are followed.\n"
"Signals whose disposition is SIG_IGN or SIG_DFL are passed through\n"
"untouched; job control (kill -STOP/-CONT, ^Z) works.  The exit status is\n"
"PROGRAM's own (killed by signal N: a shell shows 128+N); 125 if dfleak\n"
"itself fails, 126/127 if PROGRAM cannot be executed / is not found.\n"
"\n"
"PROGRAM runs in dfleak's own process (dfleak execs it; a helper process\n"
"traces it), so it keeps the pid its caller started and every signal sent\n"
"to that pid reaches it.  If the tracer dies, PTRACE_O_EXITKILL kills the\n"
"tracees.  The summary is written when PROGRAM exits.\n"
"\n"
"Handler entry is detected by single-stepping the signal delivery and\n"
"checking the signal frame the kernel built at the new stack pointer\n"
"(saved sp/ip equal to the interrupted ones, signal number argument).\n"
"Limits: x86-64 tracer only; x32 tracees are not recognised; while the\n"
"--inject breakpoint is lifted to step one thread over it, other threads\n"
"may pass it unnoticed.\n");
}

/* ------------------------------------------------------------------ */
/* Signals by name.  */

static int
dfl_parse_signal (const char *s)
{
	char *end;
	long n;
	int i;

	if (isdigit ((unsigned char) *s)) {
		errno = 0;
		n = strtol (s, &end, 10);
		if (errno || *end || n < 1 || n > 64)
			return -1;
		return (int) n;
	}
	if (strncasecmp (s, "SIG", 3) == 0)
		s += 3;
	for (i = 1; i < 32; i++) {
		const char *abbrev = sigabbrev_np (i);

		if (abbrev && strcasecmp (s, abbrev) == 0)
			return i;
	}
	if (strncasecmp (s, "RTMIN", 5) == 0
	    || strncasecmp (s, "RTMAX", 5) == 0) {
		int base = toupper ((unsigned char) s[4]) == 'N'
			   ? SIGRTMIN : SIGRTMAX;

		if (s[5] == 0)
			return base;
		n = strtol (s + 5, &end, 10);
		if (*end || base + n < SIGRTMIN || base + n > SIGRTMAX)
			return -1;
		return (int) (base + n);
	}
	return -1;
}

static const char *
dfl_signame (int sig)
{
	static char buf[16];
	const char *abbrev = sig < 32 ? sigabbrev_np (sig) : NULL;

	if (abbrev)
		snprintf (buf, sizeof buf, "SIG%s", abbrev);
	else
		snprintf (buf, sizeof buf, "SIG%d", sig);
	return buf;
}

/* ------------------------------------------------------------------ */
/* Thread table.  A handful of threads is the common case; a linear
   table is simpler than a hash and fast enough next to a ptrace stop.  */

static struct dfl_thread *
dfl_thread_get (pid_t tid)
{
	size_t i;

	for (i = 0; i < dfl_nthreads; i++)
		if (dfl_threads[i].tid == tid)
			return &dfl_threads[i];
	if (dfl_nthreads == dfl_athreads) {
		size_t n = dfl_athreads ? 2 * dfl_athreads : 16;
		struct dfl_thread *t = realloc (dfl_threads, n * sizeof *t);

		if (!t)
			dfl_die ("out of memory");
		dfl_threads = t;
		dfl_athreads = n;
	}
	memset (&dfl_threads[dfl_nthreads], 0, sizeof *dfl_threads);
	dfl_threads[dfl_nthreads].tid = tid;
	return &dfl_threads[dfl_nthreads++];
}

static void
dfl_thread_forget (pid_t tid)
{
	size_t i;

	for (i = 0; i < dfl_nthreads; i++)
		if (dfl_threads[i].tid == tid) {
			dfl_threads[i] = dfl_threads[--dfl_nthreads];
			return;
		}
}

/* ------------------------------------------------------------------ */
/* Tracee memory and /proc.  */

/* Read LEN bytes at ADDR of TID.  0 on success.  */
static int
dfl_peek (pid_t tid, uint64_t addr, void *buf, size_t len)
{
	struct iovec local = { buf, len };
	struct iovec remote = { (void *) (uintptr_t) addr, len };
	ssize_t n = process_vm_readv (tid, &local, 1, &remote, 1, 0);

	return n == (ssize_t) len ? 0 : -1;
}

/* Replace the byte at ADDR of TID's text with BYTE; return the old byte
   in *OLD (if non-null).  PTRACE_POKEDATA writes through read-only text
   mappings (copy-on-write).  */
static int
dfl_poke_byte (pid_t tid, uint64_t addr, unsigned char byte,
	       unsigned char *old)
{
	long word;

	errno = 0;
	word = ptrace (PTRACE_PEEKDATA, tid, (void *) (uintptr_t) addr, NULL);
	if (errno)
		return -1;
	if (old)
		*old = (unsigned char) (word & 0xff);
	word = (long) (((unsigned long) word & ~0xffUL) | byte);
	return (int) ptrace (PTRACE_POKEDATA, tid, (void *) (uintptr_t) addr,
			     (void *) word);
}

/* Whether SIG has a handler in TID's process: the SigCgt ("caught") mask
   of /proc/TID/status, shared by all threads of the process.  */
static int
dfl_sig_caught (pid_t tid, int sig)
{
	char path[64], line[256];
	unsigned long long mask = 0;
	int found = 0;
	FILE *f;

	snprintf (path, sizeof path, "/proc/%d/status", (int) tid);
	f = fopen (path, "re");
	if (!f)
		return 0;
	while (fgets (line, sizeof line, f))
		if (sscanf (line, "SigCgt: %llx", &mask) == 1) {
			found = 1;
			break;
		}
	fclose (f);
	return found && sig >= 1 && sig <= 64 && (mask >> (sig - 1)) & 1;
}

/* ------------------------------------------------------------------ */
/* Handler-entry detection.

   After PTRACE_SINGLESTEP with a caught signal the thread stops with
   SIGTRAP at the handler's first instruction.  To be sure that the stop
   is that one -- and not, say, a plain single-step trap because the
   disposition changed behind our back, or a restarted syscall -- the
   signal frame is read at the new stack pointer and must describe the
   interrupted context we saw at the delivery-stop: saved sp equal, saved
   ip equal (or 2 bytes earlier: the kernel backs ip up over the syscall
   instruction to restart an interrupted syscall), and the signal number
   where the handler finds its first argument.  This works with
   sigaltstack (the frame is wherever sp now points) and gives the DF of
   the interrupted code exactly as the kernel saved it.

   Frame layouts (arch/x86/include/asm/sigframe.h, uapi sigcontext.h):
     64-bit rt_sigframe at sp: pretcode(8), ucontext: uc_flags(8),
       uc_link(8), uc_stack(24), uc_mcontext = sigcontext_64 at sp+48:
       ..., sp at +120, ip at +128, flags at +136.  rdi = sig,
       rdx = &uc = sp+8.
     32-bit rt_sigframe at sp: pretcode, sig, pinfo(=sp+16),
       puc(=sp+144), siginfo(128), ucontext_ia32: uc_flags, uc_link,
       uc_stack(12), sigcontext_32 at sp+164.
     32-bit sigframe (no SA_SIGINFO) at sp: pretcode, sig,
       sigcontext_32 at sp+8.
     sigcontext_32: sp at +28, ip at +56, flags at +64.  */

static int
dfl_ip_matches (uint64_t saved, uint64_t pre)
{
	return saved == pre || saved == pre - DFL_SYSCALL_INSN_LEN;
}

/* Return 1 if REGS (at a SIGTRAP stop of TID) are at the entry of a
   handler for SIG delivered from PRE; store the interrupted EFLAGS.  */
static int
dfl_frame_check (pid_t tid, const struct user_regs_struct *regs,
		 const struct user_regs_struct *pre, int sig,
		 uint64_t *interrupted_flags)
{
	if (regs->cs == DFL_CS_32) {
		uint32_t sp = (uint32_t) regs->rsp, hdr[4], sc[17];
		uint32_t sc_addr;

		if (dfl_peek (tid, sp, hdr, sizeof hdr)
		    || hdr[1] != (uint32_t) sig)
			return 0;
		if (hdr[2] == sp + 16 && hdr[3] == sp + 144)
			sc_addr = sp + 164; /* rt_sigframe.  */
		else
			sc_addr = sp + 8; /* sigframe.  */
		if (dfl_peek (tid, sc_addr, sc, sizeof sc))
			return 0;
		if (sc[7] != (uint32_t) pre->rsp
		    || !dfl_ip_matches (sc[14], (uint32_t) pre->rip))
			return 0;
		*interrupted_flags = sc[16];
		return 1;
	} else {
		uint64_t sp = regs->rsp, mc[18];

		if (regs->rdi != (uint64_t) sig || regs->rdx != sp + 8)
			return 0;
		if (dfl_peek (tid, sp + 48, mc, sizeof mc))
			return 0;
		if (mc[15] != pre->rsp || !dfl_ip_matches (mc[16], pre->rip))
			return 0;
		*interrupted_flags = mc[17];
		return 1;
	}
}

/* ------------------------------------------------------------------ */
/* --inject: ELF symbol lookup and breakpoint.  */

/* All of the file PATH, in a malloc'd buffer of *SIZEP bytes; NULL when
   it cannot be read.  */
static unsigned char *
dfl_read_file (const char *path, size_t *sizep)
{
	unsigned char *img = NULL;
	size_t size = 0, cap = 0;
	ssize_t n;
	int fd;

	fd = open (path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return NULL;
	for (;;) {
		if (size == cap) {
			unsigned char *p;

			cap = cap ? 2 * cap : 1 << 20;
			p = realloc (img, cap);
			if (!p)
				goto fail;
			img = p;
		}
		n = read (fd, img + size, cap - size);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			goto fail;
		if (n == 0)
			break;
		size += (size_t) n;
	}
	close (fd);
	*sizep = size;
	return img;
fail:
	free (img);
	close (fd);
	return NULL;
}

/* The fields of an ELF section header that the lookup uses, of either
   class.  */
struct dfl_shdr {
	uint64_t type, off, size, link, entsize;
};

static void
dfl_elf_shdr (const unsigned char *sh, int is64, struct dfl_shdr *out)
{
	if (is64) {
		const Elf64_Shdr *s = (const void *) sh;

		out->type = s->sh_type;
		out->off = s->sh_offset;
		out->size = s->sh_size;
		out->link = s->sh_link;
		out->entsize = s->sh_entsize;
	} else {
		const Elf32_Shdr *s = (const void *) sh;

		out->type = s->sh_type;
		out->off = s->sh_offset;
		out->size = s->sh_size;
		out->link = s->sh_link;
		out->entsize = s->sh_entsize;
	}
}

/* Look NAME up in the symbol table SYMTAB, whose names are in STRTAB, of
   the ELF image IMG (SIZE bytes; SYMTAB is within it).  Store its
   st_value; return 0 on success.  */
static int
dfl_elf_find (const unsigned char *img, size_t size, int is64,
	      const struct dfl_shdr *symtab, const struct dfl_shdr *strtab,
	      const char *name, uint64_t *value)
{
	uint64_t j;

	if (strtab->off > size || strtab->size > size - strtab->off)
		return -1;
	for (j = 0; j < symtab->size / symtab->entsize; j++) {
		const unsigned char *sym = img + symtab->off
					   + j * symtab->entsize;
		uint64_t nm, val;
		uint16_t shndx;

		if (is64) {
			const Elf64_Sym *s = (const void *) sym;

			nm = s->st_name, val = s->st_value;
			shndx = s->st_shndx;
		} else {
			const Elf32_Sym *s = (const void *) sym;

			nm = s->st_name, val = s->st_value;
			shndx = s->st_shndx;
		}
		if (shndx == SHN_UNDEF || nm >= strtab->size || !val)
			continue;
		if (strncmp ((const char *) img + strtab->off + nm, name,
			     strtab->size - nm) == 0) {
			*value = val;
			return 0;
		}
	}
	return -1;
}

/* Look NAME up as a symbol of the ELF file PATH.  Store its st_value and
   the file's e_entry; return 0 on success.  Handles ELFCLASS32 and 64.  */
static int
dfl_elf_symbol (const char *path, const char *name, uint64_t *value,
		uint64_t *entry)
{
	size_t size;
	unsigned char *img = dfl_read_file (path, &size);
	uint64_t shoff, shnum, shentsize, i;
	int pass, rc = -1, is64;

	if (!img)
		return -1;
	if (size < sizeof (Elf32_Ehdr) || memcmp (img, ELFMAG, SELFMAG))
		goto out;
	is64 = img[EI_CLASS] == ELFCLASS64;
	if (is64) {
		const Elf64_Ehdr *eh = (const void *) img;

		if (size < sizeof *eh)
			goto out;
		shoff = eh->e_shoff, shnum = eh->e_shnum;
		shentsize = eh->e_shentsize;
		*entry = eh->e_entry;
	} else {
		const Elf32_Ehdr *eh = (const void *) img;

		shoff = eh->e_shoff, shnum = eh->e_shnum;
		shentsize = eh->e_shentsize;
		*entry = eh->e_entry;
	}
	if (!shoff || shoff > size
	    || shnum > (size - shoff) / (shentsize ? shentsize : 1))
		goto out;

	/* .symtab first (has static functions), then .dynsym.  */
	for (pass = 0; pass < 2 && rc; pass++)
		for (i = 0; i < shnum && rc; i++) {
			struct dfl_shdr sh, str;

			dfl_elf_shdr (img + shoff + i * shentsize, is64, &sh);
			if (sh.type != (pass == 0 ? SHT_SYMTAB : SHT_DYNSYM)
			    || !sh.entsize || sh.link >= shnum
			    || sh.off > size || sh.size > size - sh.off)
				continue;
			dfl_elf_shdr (img + shoff + sh.link * shentsize, is64,
				      &str);
			rc = dfl_elf_find (img, size, is64, &sh, &str, name,
					   value);
		}
out:
	free (img);
	return rc;
}

/* AT_ENTRY of TID's current image, from /proc/TID/auxv (whose word size
   is the tracee's).  */
static int
dfl_auxv_entry (pid_t tid, int is32, uint64_t *entry)
{
	char path[64];
	unsigned char buf[4096];
	ssize_t n;
	size_t i, w = is32 ? 4 : 8;
	int fd;

	snprintf (path, sizeof path, "/proc/%d/auxv", (int) tid);
	fd = open (path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return -1;
	n = read (fd, buf, sizeof buf);
	close (fd);
	for (i = 0; n > 0 && i + 2 * w <= (size_t) n; i += 2 * w) {
		uint64_t key = 0, val = 0;

		memcpy (&key, buf + i, w);
		memcpy (&val, buf + i + w, w);
		if (key == AT_ENTRY) {
			*entry = val;
			return 0;
		}
	}
	return -1;
}

/* At the first exec of PROGRAM: resolve --inject's WHERE and plant the
   int3.  The load bias of a PIE is AT_ENTRY - e_entry.  */
static void
dfl_plant_breakpoint (pid_t tid)
{
	struct user_regs_struct regs;
	struct stat st;
	char exe[64], *end;
	uint64_t addr, value, e_entry, at_entry;
	const char *where = dfl_opt.inject_where;

	if (ptrace (PTRACE_GETREGS, tid, NULL, &regs))
		dfl_die ("--inject: PTRACE_GETREGS: %s", strerror (errno));
	errno = 0;
	addr = strtoull (where, &end, 0);
	if (!isdigit ((unsigned char) *where) || errno || *end) {
		snprintf (exe, sizeof exe, "/proc/%d/exe", (int) tid);
		if (dfl_elf_symbol (exe, where, &value, &e_entry))
			dfl_die ("--inject: no symbol '%s' in the program's "
				 "symbol tables (stripped?  give an address "
				 "instead)", where);
		if (dfl_auxv_entry (tid, regs.cs == DFL_CS_32, &at_entry))
			dfl_die ("--inject: cannot read /proc/%d/auxv",
				 (int) tid);
		addr = value + (at_entry - e_entry);
		if (regs.cs == DFL_CS_32)
			addr &= 0xffffffffULL;
	}
	snprintf (exe, sizeof exe, "/proc/%d/exe", (int) tid);
	if (stat (exe, &st))
		dfl_die ("--inject: %s: %s", exe, strerror (errno));
	dfl_bp_dev = st.st_dev;
	dfl_bp_ino = st.st_ino;
	if (dfl_poke_byte (tid, addr, 0xcc, &dfl_bp_orig))
		dfl_die ("--inject: cannot write a breakpoint at %#" PRIx64
			 ": %s", addr, strerror (errno));
	dfl_bp_addr = addr;
	dfl_bp_planted = 1;
}

/* Whether TID stopped with SIGTRAP just after executing our int3: at the
   right address, an int3 there, and TID still runs the image we planted
   it in (fork children inherit it; a process that exec'd something else
   may have an int3 of its own at that address).  */
static int
dfl_at_breakpoint (pid_t tid, const struct user_regs_struct *regs)
{
	unsigned char b;
	char exe[64];
	struct stat st;

	if (!dfl_bp_planted || regs->rip - 1 != dfl_bp_addr
	    || dfl_peek (tid, dfl_bp_addr, &b, 1) || b != 0xcc)
		return 0;
	snprintf (exe, sizeof exe, "/proc/%d/exe", (int) tid);
	return stat (exe, &st) == 0 && st.st_dev == dfl_bp_dev
		&& st.st_ino == dfl_bp_ino;
}

/* ------------------------------------------------------------------ */
/* The state machine.  */

static void
dfl_resume (pid_t tid, int req, int sig)
{
	/* ESRCH: killed (SIGKILL, exec of another thread) meanwhile; its exit
	   is reported by waitpid.  */
	if (ptrace (req, tid, NULL, (void *) (long) sig) && errno != ESRCH)
		dfl_warn ("ptrace(%d) of %d: %s", req, (int) tid,
			  strerror (errno));
}

/* Deliver SIG at a signal-delivery-stop of T.  A signal without a handler
   is passed through untouched.  With a handler: remember the registers
   and single-step into the handler.  */
static void
dfl_deliver (struct dfl_thread *t, int sig)
{
	if (!dfl_sig_caught (t->tid, sig)) {
		dfl_resume (t->tid, PTRACE_CONT, sig);
		return;
	}
	if (ptrace (PTRACE_GETREGS, t->tid, NULL, &t->pre)) {
		dfl_resume (t->tid, PTRACE_CONT, sig);
		return;
	}
	t->state = DFL_STEP_SIGNAL;
	t->sig = sig;
	dfl_resume (t->tid, PTRACE_SINGLESTEP, sig);
}

/* T stopped with SIGTRAP at the entry of a handler: set DF per --leak.  */
static void
dfl_handler_entry (struct dfl_thread *t, struct user_regs_struct *regs,
		   uint64_t interrupted_flags)
{
	int interrupted_df = (interrupted_flags & DFL_EFLAGS_DF) != 0;
	int df = dfl_opt.leak == DFL_LEAK_SET || interrupted_df;

	if (df) {
		regs->eflags |= DFL_EFLAGS_DF;
		if (ptrace (PTRACE_SETREGS, t->tid, NULL, regs)) {
			dfl_warn ("PTRACE_SETREGS of %d: %s", (int) t->tid,
				  strerror (errno));
			df = 0;
		}
	}
	dfl_entries++;
	dfl_entries_df += df;
	if (dfl_opt.log)
		fprintf (dfl_opt.log,
			 "pid %d sig %s(%d) handler %#" PRIx64 " abi %s df %d"
			 " interrupted_df %d\n",
			 (int) t->tid, dfl_signame (t->sig), t->sig,
			 (uint64_t) regs->rip,
			 regs->cs == DFL_CS_32 ? "i386" : "x86-64", df,
			 interrupted_df);
}

/* Our int3 was hit by T.  Either a fresh arrival (inject: DF=1, deliver
   the signal in place of the SIGTRAP) or the return from the injected
   handler (DF=0 again, step over the original instruction).  */
static void
dfl_breakpoint (struct dfl_thread *t, struct user_regs_struct *regs)
{
	regs->rip = dfl_bp_addr;
	if (!t->inject_active) {
		regs->eflags |= DFL_EFLAGS_DF;
		if (ptrace (PTRACE_SETREGS, t->tid, NULL, regs))
			dfl_die ("PTRACE_SETREGS of %d: %s", (int) t->tid,
				 strerror (errno));
		t->inject_active = 1;
		dfl_injected++;
		/* The saved context has ip = the breakpoint, still an int3:
		   when the handler returns we come back here with
		   inject_active set. A blocked or ignored signal returns here
		   at once, too.  */
		dfl_deliver (t, dfl_opt.inject_sig);
		return;
	}
	t->inject_active = 0;
	regs->eflags &= ~DFL_EFLAGS_DF;
	if (ptrace (PTRACE_SETREGS, t->tid, NULL, regs)
	    || dfl_poke_byte (t->tid, dfl_bp_addr, dfl_bp_orig, NULL))
		dfl_die ("cannot step %d over the breakpoint: %s",
			 (int) t->tid, strerror (errno));
	t->state = DFL_STEP_OVER;
	dfl_resume (t->tid, PTRACE_SINGLESTEP, 0);
}

static int
dfl_is_stop_signal (int sig)
{
	return sig == SIGSTOP || sig == SIGTSTP || sig == SIGTTIN
		|| sig == SIGTTOU;
}

/* The summary line, once.  */
static void
dfl_summary (void)
{
	if (dfl_summary_done)
		return;
	dfl_summary_done = 1;
	if (dfl_opt.log)
		fflush (dfl_opt.log);
	if (dfl_opt.quiet)
		return;
	fprintf (stderr,
		 "%s: %lu handler entr%s entered with DF=1 (leak=%s;"
		 " %lu in all)\n",
		 dfl_prog, dfl_entries_df, dfl_entries_df == 1 ? "y" : "ies",
		 dfl_opt.leak == DFL_LEAK_SET ? "set" : "inherit",
		 dfl_entries);
	if (dfl_opt.inject_sig)
		fprintf (stderr, "%s: %s injected %lu time%s at %s\n",
			 dfl_prog, dfl_signame (dfl_opt.inject_sig),
			 dfl_injected, dfl_injected == 1 ? "" : "s",
			 dfl_opt.inject_where);
}

/* A ptrace event stop of TID (EVENT, never 0; SIG, the stop's signal):
   follow new tracees and execs, write the summary when PROGRAM is about to
   exit, keep a group-stop stopped; TID goes on.  */
static void
dfl_ptrace_event (pid_t tid, int event, int sig)
{
	struct dfl_thread *t;
	unsigned long msg;

	switch (event) {
	case PTRACE_EVENT_FORK:
	case PTRACE_EVENT_VFORK:
	case PTRACE_EVENT_CLONE:
		/* The child is auto-attached (seized); its own first stop may
		   arrive before or after this one.  */
		if (ptrace (PTRACE_GETEVENTMSG, tid, NULL, &msg) == 0)
			dfl_thread_get ((pid_t) msg);
		dfl_resume (tid, PTRACE_CONT, 0);
		break;

	case PTRACE_EVENT_EXEC:
		/* A non-leader thread that execs takes over the leader's tid;
		   its old tid is gone without an exit report.  */
		if (ptrace (PTRACE_GETEVENTMSG, tid, NULL, &msg) == 0
		    && (pid_t) msg != tid)
			dfl_thread_forget ((pid_t) msg);
		t = dfl_thread_get (tid);
		t->state = DFL_RUNNING;
		t->inject_active = 0;
		if (!dfl_seen_first_exec) {
			dfl_seen_first_exec = 1;
			if (dfl_opt.inject_sig)
				dfl_plant_breakpoint (tid);
		}
		dfl_resume (tid, PTRACE_CONT, 0);
		break;

	case PTRACE_EVENT_EXIT:
		/* PROGRAM is about to exit: the summary now, so it is written
		   before whoever waits for PROGRAM goes on.  */
		if (tid == dfl_main_pid)
			dfl_summary ();
		dfl_resume (tid, PTRACE_CONT, 0);
		break;

	case PTRACE_EVENT_STOP:
		/* Group-stop (stop signal) of a seized tracee: stay stopped
		   but let the kernel tell us about SIGCONT -- PTRACE_LISTEN.
		   Any other EVENT_STOP (new child's first stop, end of a
		   group-stop) just resumes.  */
		if (dfl_is_stop_signal (sig))
			dfl_resume (tid, PTRACE_LISTEN, 0);
		else
			dfl_resume (tid, PTRACE_CONT, 0);
		break;

	default:
		dfl_resume (tid, PTRACE_CONT, 0);
		break;
	}
}

/* A signal-delivery-stop of T for SIG, or the trap of one of our
   single-steps.  */
static void
dfl_signal_stop (struct dfl_thread *t, int sig)
{
	struct user_regs_struct regs;
	pid_t tid = t->tid;

	if (t->state == DFL_STEP_SIGNAL) {
		t->state = DFL_RUNNING;
		if (sig == SIGTRAP) {
			uint64_t iflags;

			if (ptrace (PTRACE_GETREGS, tid, NULL, &regs) == 0
			    && dfl_frame_check (tid, &regs, &t->pre, t->sig,
						&iflags))
				dfl_handler_entry (t, &regs, iflags);
			/* Either way the trap is ours, not the program's.  */
			dfl_resume (tid, PTRACE_CONT, 0);
			return;
		}
		/* Some other signal came first: the stepped one was not
		   delivered to a handler.  Handle the new one afresh.  */
	}

	if (sig == SIGTRAP && dfl_bp_planted
	    && ptrace (PTRACE_GETREGS, tid, NULL, &regs) == 0
	    && dfl_at_breakpoint (tid, &regs)) {
		dfl_breakpoint (t, &regs);
		return;
	}

	dfl_deliver (t, sig);
}

/* One waitpid result.  */
static void
dfl_event (pid_t tid, int status)
{
	struct dfl_thread *t;
	int sig, event;

	if (WIFEXITED (status) || WIFSIGNALED (status)) {
		dfl_thread_forget (tid);
		if (tid == dfl_main_pid) {
			dfl_main_alive = 0;
			dfl_summary ();
		}
		return;
	}
	if (!WIFSTOPPED (status))
		return;

	t = dfl_thread_get (tid);
	sig = WSTOPSIG (status);
	event = (unsigned) status >> 16;

	/* A thread stepping over the breakpoint is back: re-plant it (same
	   address space unless it exec'd).  If a signal interrupted the step,
	   the thread is still at the breakpoint address; its handler returns
	   there, hits the int3 anew and, inject_active being clear, gets
	   another injection -- acceptable for a test tool.  */
	if (t->state == DFL_STEP_OVER) {
		t->state = DFL_RUNNING;
		if (event != PTRACE_EVENT_EXEC)
			dfl_poke_byte (tid, dfl_bp_addr, 0xcc, NULL);
		if (event == 0 && sig == SIGTRAP) {
			/* The step's own trap.  */
			dfl_resume (tid, PTRACE_CONT, 0);
			return;
		}
	}

	if (event)
		dfl_ptrace_event (tid, event, sig);
	else
		dfl_signal_stop (t, sig);
}

/* ------------------------------------------------------------------ */

static void
dfl_ptrace_error (int err)
{
	fprintf (stderr,
		 "%s: cannot trace the program: ptrace(PTRACE_SEIZE): %s\n",
		 dfl_prog, strerror (err));
	if (err == EPERM)
		fprintf (stderr,
			 "%s: ptrace is not permitted here.  Check:\n"
			 "  - /proc/sys/kernel/yama/ptrace_scope: 3 forbids "
			 "ptrace; 2 needs CAP_SYS_PTRACE\n"
			 "  - containers: docker/podman need "
			 "--cap-add=SYS_PTRACE (and a seccomp profile that "
			 "allows ptrace)\n"
			 "  - another tracer (gdb, strace) already attached\n",
			 dfl_prog);
	if (err == EPERM) {
		FILE *f = fopen ("/proc/sys/kernel/yama/ptrace_scope", "re");
		int scope;

		if (f && fscanf (f, "%d", &scope) == 1)
			fprintf (stderr,
				 "%s: kernel.yama.ptrace_scope is %d here\n",
				 dfl_prog, scope);
		if (f)
			fclose (f);
	}
}

/* Read or write exactly LEN bytes of a pipe; 0 on success.  */
static int
dfl_pipe_io (int fd, void *buf, size_t len, int writing)
{
	char *p = buf;

	while (len) {
		ssize_t n = writing ? write (fd, p, len) : read (fd, p, len);

		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return -1;
		p += n;
		len -= (size_t) n;
	}
	return 0;
}

/* The tracer: seize PROGRAM (pid MAIN_PID, still dfleak before its exec)
   and follow every tracee until none is left.  Never returns.  */
static void __attribute__ ((noreturn))
dfl_tracer (pid_t main_pid, int go_fd, int ack_fd)
{
	pid_t self = getpid (), w;
	long opts;
	int status, err = 0, devnull;
	char go;

	/* PROGRAM's terminal and process-group signals are not ours.  */
	setsid ();
	if (dfl_pipe_io (ack_fd, &self, sizeof self, 1)
	    || dfl_pipe_io (go_fd, &go, 1, 0))
		_exit (DFL_EXIT_FAILURE);
	/* EXITKILL: if the tracer dies, no tracee stays behind stopped/traced.
	   TRACEEXIT: the summary is written while PROGRAM still exists.  */
	opts = PTRACE_O_TRACEFORK | PTRACE_O_TRACEVFORK | PTRACE_O_TRACECLONE
		| PTRACE_O_TRACEEXEC | PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL;
	if (ptrace (PTRACE_SEIZE, main_pid, NULL, (void *) opts)) {
		err = errno;
		dfl_ptrace_error (err);
		dfl_pipe_io (ack_fd, &err, sizeof err, 1);
		_exit (DFL_EXIT_FAILURE);
	}
	dfl_main_pid = main_pid;
	dfl_main_alive = 1;
	dfl_thread_get (main_pid);
	dfl_pipe_io (ack_fd, &err, sizeof err, 1);
	close (ack_fd);
	close (go_fd);
	/* A reader of PROGRAM's stdout must not wait for us.  */
	devnull = open ("/dev/null", O_RDWR | O_CLOEXEC);
	if (devnull >= 0) {
		dup2 (devnull, 0);
		dup2 (devnull, 1);
		close (devnull);
	}
	signal (SIGPIPE, SIG_IGN);
	signal (SIGINT, SIG_IGN);
	signal (SIGQUIT, SIG_IGN);
	signal (SIGHUP, SIG_IGN);

	/* Follow every tracee until none is left.  waitpid blocks: no busy
	   loop.  */
	for (;;) {
		w = waitpid (-1, &status, __WALL);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			if (errno == ECHILD)
				break;
			dfl_die ("waitpid: %s", strerror (errno));
		}
		dfl_event (w, status);
	}
	dfl_summary ();
	if (dfl_opt.log && dfl_opt.log != stderr)
		fclose (dfl_opt.log);
	_exit (0);
}

/* Fork the tracer (through a child that exits at once), let it seize
   this process, then become PROGRAM.  Returns only on failure, with
   dfleak's exit status.  */
static int
dfl_start (char **argv)
{
	int go[2], ack[2], status, err;
	pid_t self = getpid (), mid, tracer, w;
	char go_byte = 'g';

	if (pipe2 (go, O_CLOEXEC) || pipe2 (ack, O_CLOEXEC))
		dfl_die ("pipe: %s", strerror (errno));
	fflush (NULL);
	mid = fork ();
	if (mid < 0)
		dfl_die ("fork: %s", strerror (errno));
	if (mid == 0) {
		pid_t t = fork ();

		if (t != 0)
			_exit (t < 0 ? DFL_EXIT_FAILURE : 0);
		close (go[1]);
		close (ack[0]);
		dfl_tracer (self, go[0], ack[1]);
	}
	close (go[0]);
	close (ack[1]);
	do
		w = waitpid (mid, &status, 0);
	while (w < 0 && errno == EINTR);
	if (w != mid || !WIFEXITED (status) || WEXITSTATUS (status) != 0)
		dfl_die ("cannot start the tracer process");
	if (dfl_pipe_io (ack[0], &tracer, sizeof tracer, 0))
		dfl_die ("the tracer process died before it started");
	/* Yama's ptrace_scope=1 lets only ancestors trace: allow our tracer,
	   which is a descendant.  */
	prctl (PR_SET_PTRACER, (unsigned long) tracer, 0, 0, 0);
	if (dfl_pipe_io (go[1], &go_byte, 1, 1)
	    || dfl_pipe_io (ack[0], &err, sizeof err, 0))
		dfl_die ("the tracer process died before it started");
	if (err)
		return DFL_EXIT_FAILURE; /* The tracer said why.  */
	close (go[1]);
	close (ack[0]);
	if (dfl_opt.log && dfl_opt.log != stderr)
		fclose (dfl_opt.log);
	execvp (argv[0], argv);
	fprintf (stderr, "%s: cannot execute '%s': %s\n", dfl_prog, argv[0],
		 strerror (errno));
	return errno == ENOENT ? 127 : 126;
}

/* --leak=inherit|set.  */
static void
dfl_opt_leak (const char *v)
{
	if (strcmp (v, "inherit") == 0)
		dfl_opt.leak = DFL_LEAK_INHERIT;
	else if (strcmp (v, "set") == 0)
		dfl_opt.leak = DFL_LEAK_SET;
	else
		dfl_die ("--leak: '%s' is neither 'inherit' nor 'set'", v);
}

/* --inject=SIG@WHERE (V is cut at the '@').  */
static void
dfl_opt_inject (char *v)
{
	char *at = strchr (v, '@');

	if (dfl_opt.inject_sig)
		dfl_die ("--inject may be given only once");
	if (!at || at == v || !at[1])
		dfl_die ("--inject: expected SIG@SYMBOL or SIG@ADDRESS, "
			 "got '%s'", v);
	*at = 0;
	dfl_opt.inject_sig = dfl_parse_signal (v);
	if (dfl_opt.inject_sig <= 0)
		dfl_die ("--inject: unknown signal '%s'", v);
	if (dfl_opt.inject_sig == SIGKILL || dfl_opt.inject_sig == SIGSTOP)
		dfl_die ("--inject: %s cannot have a handler",
			 dfl_signame (dfl_opt.inject_sig));
	dfl_opt.inject_where = at + 1;
}

/* --log=FILE: '-' is stderr; a file is line-buffered, so that a line is
   there as soon as its handler is entered.  */
static void
dfl_open_log (const char *path)
{
	if (strcmp (path, "-") == 0) {
		dfl_opt.log = stderr;
		return;
	}
	dfl_opt.log = fopen (path, "we");
	if (!dfl_opt.log)
		dfl_die ("--log: %s: %s", path, strerror (errno));
	setvbuf (dfl_opt.log, NULL, _IOLBF, 0);
}

/* dfleak's options into dfl_opt; return the index of PROGRAM in ARGV.
   --help, --version and usage errors exit.  */
static int
dfl_parse_args (int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "leak", required_argument, NULL, 'L' },
		{ "inject", required_argument, NULL, 'I' },
		{ "log", required_argument, NULL, 'l' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	const char *logpath = NULL;
	int c;

	dfl_opt.leak = DFL_LEAK_INHERIT;
	/* '+': stop at the first non-option, PROGRAM's options are its own. */
	while ((c = getopt_long (argc, argv, "+qhV", longopts, NULL)) != -1)
		switch (c) {
		case 'L':
			dfl_opt_leak (optarg);
			break;
		case 'I':
			dfl_opt_inject (optarg);
			break;
		case 'l':
			logpath = optarg;
			break;
		case 'q':
			dfl_opt.quiet = 1;
			break;
		case 'h':
			dfl_usage (stdout);
			exit (0);
		case 'V':
			printf ("dfleak (cld) %s\n", CLD_VERSION);
			exit (0);
		default:
			fprintf (stderr, "Try 'dfleak --help' for more "
				 "information.\n");
			exit (DFL_EXIT_FAILURE);
		}
	if (optind >= argc) {
		fprintf (stderr,
			 "%s: no PROGRAM given\n"
			 "Try 'dfleak --help' for more information.\n",
			 dfl_prog);
		exit (DFL_EXIT_FAILURE);
	}
	if (logpath)
		dfl_open_log (logpath);
	return optind;
}

int
main (int argc, char **argv)
{
	return dfl_start (argv + dfl_parse_args (argc, argv));
}
