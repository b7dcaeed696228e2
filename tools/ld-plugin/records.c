/* SPDX-License-Identifier: GPL-3.0-or-later */
/* The link's tables, filled object by object, and the check at the end.
 *
 * Records (one line each, in an object's .cld.records section, written by
 * cld.so; README "The link-time check"):
 *
 *   cld1 unit SOURCE-FILE       first line of each object's records
 *   cld1 cld SYMBOL             SYMBOL is defined here and starts with cld
 *   cld1 thunk SYMBOL WHERE     registered at WHERE through a cld thunk
 *   cld1 reg SYMBOL WHERE       registered at WHERE, not protected here
 *   cld1 esc SYMBOL WHERE       escapes at WHERE, may be registered
 *
 * A section may hold several objects' records (ld -r concatenates them)
 * with NUL padding in between.  Other kinds after "cld1" are skipped (a
 * newer cld.so may add some), as is a line that does not start with
 * "cld1 "; a known kind without its fields is malformed, counted and
 * skipped.
 *
 * Every defined global function of every object goes into one table,
 * keyed by a 64-bit hash of its name: the names are not copied, as only
 * the few a record names are ever asked for (two names of a link would
 * have to share 64 bits to be confused).  A global definition wins over
 * weak ones, and the first of equals wins, as in the linker.
 */
#include <stdlib.h>
#include <string.h>

#include "cld-ld.h"

struct cldl_object {
	const char *name;
	off_t offset;		/* of an archive member, else 0 */
	off_t size;
	const char *unit;	/* the first "unit" record, or NULL */
	unsigned nunits;	/* how many (ld -r merges objects) */
	int has_records;
};

/* A hash table slot: KEY 0 is free; VALUE and FLAG by table.  */
struct cldl_slot {
	uint64_t key;
	uint64_t key2;
	uint32_t value;
	uint32_t flag;
};

struct cldl_table {
	struct cldl_slot *slots;
	size_t mask, used;
};

struct cldl_record {
	const char *symbol;
	const char *where;
	uint64_t hash, where_hash;	/* where_hash: 0 until needed */
	unsigned obj;
	enum cldl_kind kind;
};

static struct cldl_object *cldl_objects;
static size_t cldl_nobjects, cldl_objects_cap;
static struct cldl_record *cldl_records;
static size_t cldl_nrecords, cldl_records_cap;
static struct cldl_finding *cldl_findings;
static size_t cldl_nfindings, cldl_findings_cap;
/* Definitions: name hash -> defining object (FLAG 2 global, 1 weak).
   Starts: (name hash, object) of every "cld" record.  Thunks: (name
   hash, place hash) of every "thunk" record.  */
static struct cldl_table cldl_defs, cldl_starts, cldl_thunks;

/* The strings the tables keep (names, places) are copied into chunks of
   one arena, all freed at once: one malloc per 64 KiB, not two per
   record.  */
struct cldl_chunk {
	struct cldl_chunk *next;
	size_t used, size;
	char text[];
};
static struct cldl_chunk *cldl_arena;

/* Copy N bytes of S as a string into the arena; NULL if out of memory.  */
static char *
cldl_strndup (const char *s, size_t n)
{
	struct cldl_chunk *c = cldl_arena;
	size_t size;
	char *p;

	if (!c || c->size - c->used < n + 1) {
		size = n + 1 > 65536 - sizeof *c ? n + 1 : 65536 - sizeof *c;
		c = malloc (sizeof *c + size);
		if (!c)
			return NULL;
		c->next = cldl_arena;
		c->used = 0;
		c->size = size;
		cldl_arena = c;
	}
	p = c->text + c->used;
	memcpy (p, s, n);
	p[n] = 0;
	c->used += n + 1;
	return p;
}

/* FNV-1a over N bytes of S, never 0 (the free slot's key).  */
static uint64_t
cldl_hash (const char *s, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ull;

	while (n--)
		h = (h ^ (unsigned char) *s++) * 0x100000001b3ull;
	return h ? h : 1;
}

/* Grow an array *P of *CAP elements of SIZE bytes to hold N; 0 if out
   of memory.  */
static int
cldl_reserve (void **p, size_t *cap, size_t n, size_t size)
{
	size_t ncap = *cap ? *cap : 16;
	void *np;

	if (n <= *cap)
		return 1;
	while (ncap < n)
		ncap *= 2;
	np = realloc (*p, ncap * size);
	if (!np)
		return 0;
	*p = np;
	*cap = ncap;
	return 1;
}

/* The slot of T for (KEY, KEY2): the one that holds it, or the free one
   where it goes.  */
static struct cldl_slot *
cldl_find (struct cldl_table *t, uint64_t key, uint64_t key2)
{
	size_t i = (size_t) (key ^ key2 * 0x9e3779b97f4a7c15ull) & t->mask;

	while (t->slots[i].key
	       && (t->slots[i].key != key || t->slots[i].key2 != key2))
		i = (i + 1) & t->mask;
	return &t->slots[i];
}

/* Make room in T for one more entry (a load factor of at most 1/2); 0 if
   out of memory.  */
static int
cldl_room (struct cldl_table *t)
{
	struct cldl_table n;
	size_t i;

	if (t->slots && (t->used + 1) * 2 <= t->mask + 1)
		return 1;
	n.mask = t->slots ? t->mask * 2 + 1 : 255;
	n.used = t->used;
	n.slots = calloc (n.mask + 1, sizeof *n.slots);
	if (!n.slots)
		return 0;
	for (i = 0; t->slots && i <= t->mask; i++)
		if (t->slots[i].key)
			*cldl_find (&n, t->slots[i].key, t->slots[i].key2)
				= t->slots[i];
	free (t->slots);
	*t = n;
	return 1;
}

/* The slot of (KEY, KEY2) in T, a new one (KEY set, the rest 0) if it
   was not there; NULL if out of memory.  */
static struct cldl_slot *
cldl_insert (struct cldl_table *t, uint64_t key, uint64_t key2)
{
	struct cldl_slot *s;

	if (!cldl_room (t))
		return NULL;
	s = cldl_find (t, key, key2);
	if (!s->key) {
		s->key = key;
		s->key2 = key2;
		t->used++;
	}
	return s;
}

static struct cldl_slot *
cldl_lookup (const struct cldl_table *t, uint64_t key, uint64_t key2)
{
	struct cldl_slot *s;

	if (!t->slots)
		return NULL;
	s = cldl_find ((struct cldl_table *) t, key, key2);
	return s->key ? s : NULL;
}

/* A new object called NAME, of SIZE bytes at OFFSET (in an archive) of
   the file; returns its number, CLDL_NO_OBJECT if out of memory.  */
unsigned
cldl_object_new (const char *name, off_t offset, off_t size)
{
	struct cldl_object *o;

	if (!cldl_reserve ((void **) &cldl_objects, &cldl_objects_cap,
			   cldl_nobjects + 1, sizeof *cldl_objects))
		return CLDL_NO_OBJECT;
	o = &cldl_objects[cldl_nobjects];
	if (!name)
		name = "(unnamed)";
	o->name = cldl_strndup (name, strlen (name));
	o->offset = offset;
	o->size = size;
	o->unit = NULL;
	o->nunits = 0;
	o->has_records = 0;
	return (unsigned) cldl_nobjects++;
}

const char *
cldl_object_name (unsigned obj)
{
	return obj < cldl_nobjects && cldl_objects[obj].name
	       ? cldl_objects[obj].name : "(unnamed)";
}

off_t
cldl_object_offset (unsigned obj)
{
	return obj < cldl_nobjects ? cldl_objects[obj].offset : 0;
}

off_t
cldl_object_size (unsigned obj)
{
	return obj < cldl_nobjects ? cldl_objects[obj].size : 0;
}

/* The source file of OBJ's "unit" record if it has exactly one, else
   NULL.  */
const char *
cldl_object_unit (unsigned obj)
{
	return obj < cldl_nobjects && cldl_objects[obj].nunits == 1
	       ? cldl_objects[obj].unit : NULL;
}

/* Whether OBJ carries any cld record: it was compiled with cld.  */
int
cldl_object_has_records (unsigned obj)
{
	return obj < cldl_nobjects && cldl_objects[obj].has_records;
}

/* OBJ defines the function NAME, globally if STRONG, else weakly.  */
void
cldl_def_add (unsigned obj, const char *name, int strong)
{
	struct cldl_slot *s;
	uint32_t flag = strong ? 2 : 1;

	s = cldl_insert (&cldl_defs, cldl_hash (name, strlen (name)), 0);
	if (s && s->flag < flag) {
		s->value = obj;
		s->flag = flag;
	}
}

/* Keep a "reg" or "esc" record of OBJ: SYMBOL (N bytes), WHERE (W).  */
static int
cldl_keep_record (unsigned obj, enum cldl_kind kind, const char *symbol,
		  size_t n, const char *where, size_t w)
{
	struct cldl_record *r;

	if (!cldl_reserve ((void **) &cldl_records, &cldl_records_cap,
			   cldl_nrecords + 1, sizeof *cldl_records))
		return 0;
	r = &cldl_records[cldl_nrecords];
	r->symbol = cldl_strndup (symbol, n);
	r->where = cldl_strndup (where, w);
	if (!r->symbol || !r->where)
		return 0;
	r->hash = cldl_hash (symbol, n);
	r->where_hash = 0;
	r->obj = obj;
	r->kind = kind;
	cldl_nrecords++;
	return 1;
}

/* Take the record LINE (N bytes, no newline) of OBJ; 0 if malformed.  */
static int
cldl_record (unsigned obj, const char *line, size_t n)
{
	const char *end = line + n, *kind, *sym, *rest;
	size_t klen, slen, rlen;

	kind = line + 5;
	for (sym = kind; sym < end && *sym != ' '; sym++)
		;
	klen = (size_t) (sym - kind);
	if (sym < end)
		sym++;
	for (rest = sym; rest < end && *rest != ' '; rest++)
		;
	slen = (size_t) (rest - sym);
	if (rest < end)
		rest++;
	rlen = (size_t) (end - rest);

#define CLDL_KIND(k) (klen == sizeof (k) - 1 && !memcmp (kind, k, klen))
	if (CLDL_KIND ("unit")) {
		if (sym == end)
			return 0;
		if (!cldl_objects[obj].nunits++)
			cldl_objects[obj].unit
				= cldl_strndup (sym, (size_t) (end - sym));
		return 1;
	}
	if (CLDL_KIND ("cld")) {
		if (!slen)
			return 0;
		return cldl_insert (&cldl_starts, cldl_hash (sym, slen),
				    obj + 1) != NULL;
	}
	if (CLDL_KIND ("thunk")) {
		if (!slen || !rlen)
			return 0;
		return cldl_insert (&cldl_thunks, cldl_hash (sym, slen),
				    cldl_hash (rest, rlen)) != NULL;
	}
	if (CLDL_KIND ("reg") || CLDL_KIND ("esc")) {
		if (!slen || !rlen)
			return 0;
		return cldl_keep_record (obj,
					 *kind == 'r' ? CLDL_REG : CLDL_ESC,
					 sym, slen, rest, rlen);
	}
#undef CLDL_KIND
	/* A kind of a newer cld.so.  */
	return 1;
}

/* Parse the records section BUF (SIZE bytes) of OBJ.  Returns the number
   of malformed lines, with *PROBLEM describing the first one.  */
unsigned
cldl_records_parse (unsigned obj, const char *buf, size_t size,
		    const char **problem)
{
	const char *p = buf, *end = buf + size, *nl;
	unsigned bad = 0;

	if (obj >= cldl_nobjects)
		return 0;
	cldl_objects[obj].has_records = 1;
	while (p < end) {
		if (!*p) {
			p++;
			continue;
		}
		nl = memchr (p, '\n', (size_t) (end - p));
		if (!nl) {
			*problem = bad ? *problem : "a line does not end";
			return bad + 1;
		}
		if (memchr (p, 0, (size_t) (nl - p))) {
			if (!bad++)
				*problem = "a line holds a NUL byte";
		} else if ((size_t) (nl - p) > 5 && !memcmp (p, "cld1 ", 5)
			   && !cldl_record (obj, p, (size_t) (nl - p))) {
			if (!bad++)
				*problem = "a record lacks a field";
		}
		p = nl + 1;
	}
	return bad;
}

/* The finding for R's symbol, a new one (zeroed) if there is none; NULL
   if out of memory.  Findings are few: a linear search.  */
static struct cldl_finding *
cldl_finding_for (const struct cldl_record *r)
{
	size_t i;

	for (i = 0; i < cldl_nfindings; i++)
		if (cldl_findings[i].hash == r->hash
		    && !strcmp (cldl_findings[i].symbol, r->symbol))
			return &cldl_findings[i];
	if (!cldl_reserve ((void **) &cldl_findings, &cldl_findings_cap,
			   cldl_nfindings + 1, sizeof *cldl_findings))
		return NULL;
	memset (&cldl_findings[cldl_nfindings], 0, sizeof *cldl_findings);
	return &cldl_findings[cldl_nfindings++];
}

/* Every definition of this link that a record registers (or lets escape)
   and that starts without cld, once per function, in the order of the
   first such record.  Returns how many, *FINDINGS pointing to them.  */
size_t
cldl_check (const struct cldl_finding **findings)
{
	struct cldl_record *r;
	struct cldl_finding *f;
	struct cldl_slot *def;
	size_t i;

	cldl_nfindings = 0;
	for (i = 0; i < cldl_nrecords; i++) {
		r = &cldl_records[i];
		/* Places are hashed only when some thunk may cover them.  */
		if (cldl_thunks.used && !r->where_hash)
			r->where_hash = cldl_hash (r->where, strlen (r->where));
		if (cldl_thunks.used
		    && cldl_lookup (&cldl_thunks, r->hash, r->where_hash))
			continue;
		def = cldl_lookup (&cldl_defs, r->hash, 0);
		if (!def || cldl_lookup (&cldl_starts, r->hash, def->value + 1))
			continue;
		f = cldl_finding_for (r);
		if (!f)
			break;
		if (!f->symbol
		    || (r->kind == CLDL_REG && f->kind == CLDL_ESC)) {
			f->symbol = r->symbol;
			f->hash = r->hash;
			f->where = r->where;
			f->kind = r->kind;
			f->reg_obj = r->obj;
		}
		f->def_obj = def->value;
		f->nplaces++;
	}
	*findings = cldl_findings;
	return cldl_nfindings;
}

/* How many "reg" and "esc" records the link has.  */
size_t
cldl_record_count (void)
{
	return cldl_nrecords;
}

void
cldl_records_free (void)
{
	struct cldl_chunk *c;

	while ((c = cldl_arena)) {
		cldl_arena = c->next;
		free (c);
	}
	free (cldl_records);
	free (cldl_objects);
	free (cldl_findings);
	free (cldl_defs.slots);
	free (cldl_starts.slots);
	free (cldl_thunks.slots);
	cldl_records = NULL;
	cldl_objects = NULL;
	cldl_findings = NULL;
	cldl_nrecords = cldl_nobjects = cldl_nfindings = 0;
	cldl_records_cap = cldl_objects_cap = cldl_findings_cap = 0;
	memset (&cldl_defs, 0, sizeof cldl_defs);
	memset (&cldl_starts, 0, sizeof cldl_starts);
	memset (&cldl_thunks, 0, sizeof cldl_thunks);
}
